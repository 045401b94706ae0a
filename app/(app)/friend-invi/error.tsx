"use client";

import { LoadError } from "@/components/ui/load-error";

export default function FriendInvitationsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError {...props} message="Failed to load data" />;
}
