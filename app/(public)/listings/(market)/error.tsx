"use client";

import { LoadError } from "@/components/ui/load-error";

export default function MarketplaceError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError {...props} message="Failed to fetch listings. Please try again later." />;
}
