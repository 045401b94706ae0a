import { iconProps, type IconProps } from "./base";

export const QrIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM20 14v.01M14 20h.01M17 17h4v4h-4" />
  </svg>
);
