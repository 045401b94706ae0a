import { iconProps, type IconProps } from "./base";

export const UserPlusIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </svg>
);
