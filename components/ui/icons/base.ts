import type { SVGProps } from "react";

/**
 * The icons' shared drawing style (24 px, 2 px strokes, hidden from screen readers). One module per
 * icon: the bundler does not drop unused exports of a module, so a page ships only the icons it draws.
 */
export type IconProps = SVGProps<SVGSVGElement>;
export const iconProps = (p: IconProps) => ({
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  width: 24,
  height: 24,
  ...p,
});
