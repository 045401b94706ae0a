import { ButtonLink } from "@/components/ui/button";

export default function CropNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl text-primary">Crop not found</h1>
      <p className="max-w-sm text-muted">We don&apos;t know this crop yet.</p>
      <ButtonLink href="/" variant="outline">
        Go to Home
      </ButtonLink>
    </div>
  );
}
