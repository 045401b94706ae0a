import { iconProps, type IconProps } from "./base";

export const EditIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
