"use client";

import { useEffect } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

/** A route's error state inside the shell: the spec's message for that screen and a retry. */
export function LoadError({ error, reset, message }: { error?: Error & { digest?: string }; reset: () => void; message: string }) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <Alert>{message}</Alert>
      <Button onClick={reset} variant="outline">
        Try again
      </Button>
    </div>
  );
}
