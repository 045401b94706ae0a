"use client";

import { LoadError } from "@/components/ui/load-error";

export default function MessagesError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError error={error} reset={reset} message="Failed to load your messages. Please try again later." />;
}
