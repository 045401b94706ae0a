"use client";

import { useEffect } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { useSaid } from "./error-words";

/**
 * A route's error state inside the shell: the spec's message for that screen and a retry. `message` is
 * in the page's language (an error boundary's from components/ui/error-words.ts); so is Try again,
 * or `retry` where the page has its words.
 */
export function LoadError({ error, reset, message, retry }: { error?: Error & { digest?: string }; reset: () => void; message: string; retry?: string }) {
  const [tryAgain] = useSaid("Try again");
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <Alert>{message}</Alert>
      <Button onClick={reset} variant="outline">
        {retry ?? tryAgain}
      </Button>
    </div>
  );
}
