"use client";

import { LoadError } from "@/components/ui/load-error";

export default function EditError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError {...props} message="Failed to fetch listing details. Please try again later." />;
}
