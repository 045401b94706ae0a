"use client";

import { useSaid } from "@/components/ui/error-words";
import { LoadError } from "@/components/ui/load-error";

export default function FriendInvitationsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  // In the page's language once its words are fetched (issue 38: components/ui/error-words.ts).
  const [message] = useSaid("Failed to load data");
  return <LoadError {...props} message={message} />;
}
