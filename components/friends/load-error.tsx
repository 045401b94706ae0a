"use client";

import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The error state of a friends screen: the spec's message and a way to try again. */
export function LoadError({ error, reset, message }: { error: Error & { digest?: string }; reset: () => void; message: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-md space-y-4 py-10 text-center">
      <Alert>{message}</Alert>
      <Button onClick={reset} variant="outline">
        Try again
      </Button>
    </div>
  );
}
