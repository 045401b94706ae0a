"use client";

// eslint-disable-next-line no-restricted-imports -- the one place that wraps Next's link
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * Next's link, prefetching its page when the gardener shows intent (a pointer over it, a finger
 * down, keyboard focus) instead of as soon as it scrolls into view. A marketplace page has dozens of
 * links; prefetching them all on load cost a phone's data plan and, in Lighthouse, 60–250 ms of
 * blocking time per page while it was starting (decision 0135). A click still navigates without
 * a reload; an explicit `prefetch` prop is passed through unchanged.
 */
export default function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  if (prefetch !== undefined) return <NextLink prefetch={prefetch} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(e) => {
        setIntent(true);
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
