"use client";

import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The error state of the account pages (inside the app shell): SPEC §8's message and a retry. */
export function LoadError({ error, reset, message }: { error: Error & { digest?: string }; reset: () => void; message: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <Alert>{message}</Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
