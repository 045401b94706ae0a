import { iconProps, type IconProps } from "./base";

export const FilterIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M4 5h16l-6 8v6l-4-2v-4L4 5z" />
  </svg>
);
