"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSaid } from "@/components/ui/error-words";

export default function NotificationsError({ reset }: { error: Error; reset: () => void }) {
  // In the page's language once its words are fetched (issue 38: components/ui/error-words.ts).
  const said = useSaid("Notifications", "Failed to load notifications. Please try again later.", "Try again");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-primary">{said[0]}</h1>
      <Alert>{said[1]}</Alert>
      <div>
        <Button onClick={reset}>{said[2]}</Button>
      </div>
    </div>
  );
}
