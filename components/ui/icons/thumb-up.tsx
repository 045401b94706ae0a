import { iconProps, type IconProps } from "./base";

export const ThumbUpIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M7 10v11H3V10h4zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
  </svg>
);
