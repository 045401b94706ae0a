import { iconProps, type IconProps } from "./base";

export const SearchIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </svg>
);
