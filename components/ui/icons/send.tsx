import { iconProps, type IconProps } from "./base";

export const SendIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);
