"use client";

// eslint-disable-next-line no-restricted-imports -- the one place that wraps Next's link
import NextLink, { useLinkStatus } from "next/link";
import { useState, type ComponentProps } from "react";
import { createPortal } from "react-dom";

/**
 * Next's link, prefetching its page when the gardener shows intent (a pointer over it, a finger
 * down, keyboard focus) instead of as soon as it scrolls into view. A marketplace page has dozens of
 * links; prefetching them all on load cost a phone's data plan and, in Lighthouse, 60–250 ms of
 * blocking time per page while it was starting (decision 0135). A click still navigates without
 * a reload; an explicit `prefetch` prop is passed through unchanged.
 *
 * Pages have no `loading.tsx` (it delayed every first paint of their content, decision 0135), so
 * a tapped link shows a bar along the top of the screen until the next page is there.
 */
export default function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, children, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const content = (
    <>
      {children}
      <NavigationPending />
    </>
  );
  if (prefetch !== undefined)
    return (
      <NextLink prefetch={prefetch} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props}>
        {content}
      </NextLink>
    );
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
    >
      {content}
    </NextLink>
  );
}

/**
 * Nothing until this link's navigation is under way; then a bar fixed to the top of the screen,
 * rendered into <body> because a card that moves on hover (a transform) would pin it to the card.
 */
function NavigationPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return createPortal(<span aria-hidden data-navigation-pending className="navigation-pending" />, document.body);
}
