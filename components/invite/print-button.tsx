"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the poster page's print styles make it one A4 sheet). */
export function PrintButton() {
  return <Button onClick={() => window.print()}>Print the poster</Button>;
}
