import { iconProps, type IconProps } from "./base";

export const ThumbDownIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M17 14V3h4v11h-4zM17 14l-4 8a3 3 0 0 1-3-3v-4H4a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.4 3H17" />
  </svg>
);
