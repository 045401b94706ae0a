import Link from "@/components/ui/link";
import { LogoMark, logoClass } from "./logo-mark";

export function Logo({ href = "/", light = false }: { href?: string; light?: boolean }) {
  return (
    <Link href={href} className={logoClass(light)}>
      <LogoMark light={light} />
    </Link>
  );
}
