import { iconProps, type IconProps } from "./base";

export const BackIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
