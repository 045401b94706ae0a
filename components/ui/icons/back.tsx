import { iconProps, type IconProps } from "./base";

/** Mirrored on right-to-left pages (issue 38): it points the way the page reads. */
export const BackIcon = (p: IconProps) => (
  <svg {...iconProps(p)} className={`rtl:-scale-x-100 ${p.className ?? ""}`}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
