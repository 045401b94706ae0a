"use client";

import Link from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { SocketStatus } from "@/components/realtime/socket-provider";
import { useHydrated } from "@/components/auth/use-hydrated";
import { SendIcon } from "@/components/ui/icons/send";
import { groupDigits } from "@/lib/validation/group-digits";
import { MESSAGE_MAX, messageContentFits } from "@/lib/validation/message-terms";
import type { ChatWords } from "./chat-words";

/** Why Send is unavailable, shown under the input (never a silently dead button). */
export function connectionNotice(status: SocketStatus, w: ChatWords): string | null {
  if (status === "connected") return null;
  if (status === "unauthorized") return w.loginToChat;
  return w.noConnection;
}

/**
 * SPEC §2/§5: 'Type a message…' and Send; Enter sends (Shift+Enter for a new line); trimmed, empty
 * not sent; only sent over a live connection; cleared after sending. On touch screens Enter makes a
 * new line (a phone keyboard has no Shift+Enter) and the Send button sends. Its words: `w` (chat-words.ts).
 */
export function Composer({
  onSend,
  status,
  initialText = "",
  disabledReason,
  autoFocus = false,
  w,
}: {
  onSend: (text: string) => boolean;
  status: SocketStatus;
  initialText?: string;
  disabledReason?: string | null;
  autoFocus?: boolean;
  w: ChatWords;
}) {
  const [text, setText] = useState(initialText);
  const ref = useRef<HTMLTextAreaElement>(null);
  const noticeId = useId();
  const inputId = useId();
  // A page load takes a moment to connect: only explain a missing connection that lasts.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== "connecting") return;
    const t = setTimeout(() => setSlow(true), 1_000);
    return () => {
      clearTimeout(t);
      setSlow(false);
    };
  }, [status]);
  const notice = disabledReason ?? (status === "connecting" && !slow ? null : connectionNotice(status, w));
  // Without a connection a message still goes: it waits on the device (the offline queue).
  const live = status !== "unauthorized" && !disabledReason;
  const valid = messageContentFits(text);
  // A prefilled composer (the listing's chat widget) renders Send enabled: a tap before React runs
  // would post the form natively and reload the page, losing the message. It waits for React.
  const hydrated = useHydrated();

  function submit() {
    if (!live || !valid) return;
    if (onSend(text)) {
      setText("");
      ref.current?.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && !window.matchMedia("(pointer: coarse)").matches) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="border-t border-line bg-white/90 px-3 pb-3 pt-2.5 md:px-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {w.label}
        </label>
        <textarea
          id={inputId}
          ref={ref}
          rows={1}
          value={text}
          autoFocus={autoFocus}
          disabled={!!disabledReason}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={w.placeholder}
          aria-describedby={notice ? noticeId : undefined}
          className="max-h-36 min-h-11 flex-1 resize-none rounded-2xl border border-line bg-white px-4 py-2.5 text-base text-ink [field-sizing:content] placeholder:text-muted/80 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
        />
        <button
          type="submit"
          disabled={!live || !valid || !hydrated}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-primary px-5 font-bold text-white transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon width={18} height={18} />
          {w.send}
        </button>
      </div>
      {text.length > MESSAGE_MAX - 200 && (
        <p className={`mt-1 text-right text-xs ${text.length > MESSAGE_MAX ? "font-bold text-red-700" : "text-muted"}`} aria-live="polite">
          {text.length > MESSAGE_MAX && `${w.tooLong}. `}
          {groupDigits(text.length)} / {groupDigits(MESSAGE_MAX)}
        </p>
      )}
      {notice && (
        <p id={noticeId} role="status" className="mt-2 flex items-center gap-2 text-sm text-muted">
          {status === "connecting" && !disabledReason && <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />}
          <span>{notice}</span>
          {status === "unauthorized" && !disabledReason && (
            <Link href="/login" className="font-bold text-primary underline">
              {w.login}
            </Link>
          )}
        </p>
      )}
    </form>
  );
}
