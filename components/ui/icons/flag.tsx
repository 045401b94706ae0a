import { iconProps, type IconProps } from "./base";

export const FlagIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);
