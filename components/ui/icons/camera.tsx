import { iconProps, type IconProps } from "./base";

export const CameraIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 8h4l2-3h6l2 3h4v12H3z" />
    <circle cx="12" cy="13" r="4" />
  </svg>
);
