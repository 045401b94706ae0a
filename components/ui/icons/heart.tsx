import { iconProps, type IconProps } from "./base";

export const HeartIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z" />
  </svg>
);
