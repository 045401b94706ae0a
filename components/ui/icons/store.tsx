import { iconProps, type IconProps } from "./base";

export const StoreIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 9l1.5-5h15L21 9M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V9zM5 13v7h14v-7" />
  </svg>
);
