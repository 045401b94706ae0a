import { iconProps, type IconProps } from "./base";

export const BellIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);
