import { iconProps, type IconProps } from "./base";

export const LeafIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M11 20A7 7 0 0 1 4 13c0-6 6-10 16-10 0 10-4 16-9 17zM4 21c3-6 6-9 10-11" />
  </svg>
);
