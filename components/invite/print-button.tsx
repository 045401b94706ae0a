"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the poster page's print styles make it one A4 sheet); `label` in the page's language. */
export function PrintButton({ label }: { label: string }) {
  return <Button onClick={() => window.print()}>{label}</Button>;
}
