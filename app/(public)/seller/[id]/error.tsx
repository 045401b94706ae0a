"use client";

import { LoadError } from "@/components/ui/load-error";

export default function SellerError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError {...props} message="Failed to fetch data. Please try again later." />;
}
