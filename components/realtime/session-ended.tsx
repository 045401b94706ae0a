"use client";

import { useRouter } from "next/navigation";
import { useSocketEvent } from "./socket-provider";

/** The server ended this gardener's sessions (suspension, ban): leave the signed-in pages at once. */
export function SessionEndedWatcher() {
  const router = useRouter();
  useSocketEvent("session_ended", () => {
    router.replace("/login");
    router.refresh();
  });
  return null;
}
