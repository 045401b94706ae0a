import Link from "@/components/ui/link";
import type { ComponentProps } from "react";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2";
const variants = {
  primary: "bg-primary text-white hover:bg-primary-hover focus-visible:outline-primary",
  secondary: "bg-secondary text-white hover:bg-secondary-hover focus-visible:outline-secondary",
  outline: "border-2 border-primary text-primary bg-white hover:bg-primary-soft",
  ghost: "text-primary hover:bg-primary-soft",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;
const sizes = { sm: "h-11 px-4 text-sm", md: "h-11 px-5 text-base", lg: "h-13 px-7 text-lg" } as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };
export const buttonClass = ({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}) =>
  `${base} ${variants[variant]} ${sizes[size]} ${className}`;

export function Button({ variant, size, className, type = "button", ...rest }: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...rest} />;
}

export function ButtonLink({ variant, size, className, ...rest }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, className })} {...rest} />;
}
