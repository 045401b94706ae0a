import Link from "next/link";
import { Logo } from "@/components/shell/logo";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <p className="text-7xl font-black text-primary/20">404</p>
      <h1 className="text-3xl text-primary">Page Not Found</h1>
      <p className="max-w-sm text-muted">This bed is empty — the page you were looking for doesn&apos;t exist or has moved.</p>
      <Link href="/" className="rounded-full bg-primary px-6 py-3 font-bold text-white hover:bg-primary-hover">
        Go to Home
      </Link>
    </main>
  );
}
