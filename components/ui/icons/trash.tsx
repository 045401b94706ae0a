import { iconProps, type IconProps } from "./base";

export const TrashIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </svg>
);
