import { ButtonLink } from "@/components/ui/button";

/** SPEC §2: an unknown seller id shows 'User not found' (with a 404 status). */
export default function SellerNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl text-primary">User not found</h1>
      <p className="max-w-sm text-muted">This gardener&apos;s profile doesn&apos;t exist or is no longer here.</p>
      <ButtonLink href="/" variant="outline">
        Go to Home
      </ButtonLink>
    </div>
  );
}
