import { iconProps, type IconProps } from "./base";

export const PlusIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
