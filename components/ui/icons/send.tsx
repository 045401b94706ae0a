import { iconProps, type IconProps } from "./base";

/** Mirrored on right-to-left pages (issue 38): it points the way the page reads. */
export const SendIcon = (p: IconProps) => (
  <svg {...iconProps(p)} className={`rtl:-scale-x-100 ${p.className ?? ""}`}>
    <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);
