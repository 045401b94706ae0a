"use client";

import { LoadError } from "@/components/ui/load-error";

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError {...props} message="Failed to load profile data" />;
}
