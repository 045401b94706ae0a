"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true. A dialog whose code loads on first use mounts then and
 * stays mounted, so closing it closes the native <dialog> (which gives focus back to the button that
 * opened it) instead of removing it from the page (which would drop focus to the document).
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
