"use client";

import { ChatIcon } from "@/components/ui/icons/chat";
import { buttonClass } from "@/components/ui/button";

/** The chat widget's anchor on a listing page (its section's id): `#message` opens and focuses its composer. */
export const COMPOSER_ANCHOR = "message";

/** Brings the listing's chat into view and puts the cursor in its composer; false when there is none. */
export function focusComposer(behavior: ScrollBehavior = "smooth"): boolean {
  const section = document.getElementById(COMPOSER_ANCHOR);
  const input = section?.querySelector("textarea");
  if (!section || !input) return false;
  section.scrollIntoView({ block: "center", behavior });
  input.focus({ preventScroll: true });
  return true;
}

/**
 * "Message" in a listing's action bar: a plain link to #message without JavaScript, the composer focused
 * with it. `label`: the word in the page's language (issue 38), English when not given.
 */
export function MessageLink({ className = "", label = "Message" }: { className?: string; label?: string }) {
  return (
    <a
      href={`#${COMPOSER_ANCHOR}`}
      onClick={(e) => {
        if (focusComposer()) e.preventDefault();
      }}
      className={buttonClass({ className })}
    >
      <ChatIcon aria-hidden width={18} height={18} />
      {label}
    </a>
  );
}
