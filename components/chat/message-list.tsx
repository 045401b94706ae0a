"use client";

import { useRouter } from "next/navigation";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { FlagIcon } from "@/components/ui/icons/flag";
import { Spinner } from "@/components/ui/spinner";
import { UserText } from "@/components/ui/user-text";
import type { Message } from "@/lib/messages";
import { dayKey, dayLabel, hourMinute, useLocalTimes } from "./format";
import { ReportDialog } from "@/components/safety/lazy-report-dialog";
import { announceBlock } from "@/components/safety/block-undo";
import type { PendingMessage } from "./use-chat-thread";
import type { ChatWords } from "./chat-words";

type Props = {
  messages: Message[];
  pending: PendingMessage[];
  viewerId: number | null;
  hasMore: boolean;
  loadingOlder: boolean;
  loadError: string | null;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  canRetry: boolean;
  /** Extra classes of the scrolling box (height). */
  className?: string;
  /** Top padding of the thread (SPEC §9: 20vh on the chat screen). */
  padTop?: string;
  empty?: React.ReactNode;
  /** The other gardener's messages can each be reported (issue 14); a block with the report leaves for `leaveTo`. */
  report?: { user: { id: number; username: string }; leaveTo: string };
  /** The chat's words (chat-words.ts). */
  w: ChatWords;
};

function Divider({ label }: { label: string }) {
  return (
    <li>
      <div role="separator" aria-label={label} className="my-3 flex items-center gap-3 text-xs font-bold text-muted">
        <span className="h-px flex-1 bg-line" />
        <span className="rounded-full bg-white px-3 py-1 ring-1 ring-line">{label}</span>
        <span className="h-px flex-1 bg-line" />
      </div>
    </li>
  );
}

/**
 * The thread: a day divider before each day (the last one is the latest message's date; today when
 * empty), outgoing bubbles on the right, incoming on the left, kept scrolled to the newest message.
 */
export function MessageList({ messages, pending, viewerId, hasMore, loadingOlder, loadError, onLoadOlder, onRetry, onDiscard, canRetry, className = "", padTop = "", empty, report, w }: Props) {
  const timesShown = useLocalTimes();
  const router = useRouter();
  const [reporting, setReporting] = useState<Message | null>(null);
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const firstId = useRef<number | undefined>(messages[0]?.id);
  const prevHeight = useRef(0);

  // Keep the newest message in view while the reader is at the bottom (or just sent something);
  // keep the reading position when older messages are put above.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const olderLoaded = firstId.current !== undefined && messages[0]?.id !== undefined && messages[0].id < firstId.current;
    firstId.current = messages[0]?.id;
    if (olderLoaded) el.scrollTop += el.scrollHeight - prevHeight.current;
    else if (stick.current || pending.some((p) => p.status === "sending")) el.scrollTop = el.scrollHeight;
    prevHeight.current = el.scrollHeight;
  }, [messages, pending, timesShown]);

  // Content can grow after render (web fonts, wrapping, the day dividers after hydration): stay at
  // the newest message while the reader is there.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
      prevHeight.current = el.scrollHeight;
    });
    ro.observe(inner);
    return () => ro.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    prevHeight.current = el.scrollHeight;
  };

  // A divider before the first message of each local day (after hydration: the reader's time zone).
  const startsDay = messages.map((m, i) => timesShown && (i === 0 || dayKey(m.created_at) !== dayKey(messages[i - 1].created_at)));
  return (
    <div ref={box} onScroll={onScroll} className={`overflow-y-auto overscroll-contain ${className}`} aria-live="polite" aria-relevant="additions">
      <div ref={content} className={`flex min-h-full flex-col justify-end px-3 pb-3 md:px-5 ${padTop}`}>
        {hasMore && (
          <div className="flex justify-center py-2">
            <button type="button" onClick={onLoadOlder} disabled={loadingOlder} className="min-h-11 rounded-full px-4 py-2 text-sm font-bold text-primary hover:bg-primary-soft disabled:opacity-60">
              {loadingOlder ? <Spinner label={w.loadingEarlier} /> : w.loadEarlier}
            </button>
          </div>
        )}
        {loadError && <p role="alert" className="py-2 text-center text-sm text-red-700">{loadError}</p>}
        <ol className="flex flex-col gap-1.5">
          {messages.length === 0 && pending.length === 0 && (
            <>
              {timesShown && <Divider label={dayLabel(new Date())} />}
              {empty && <li className="py-6 text-center text-sm text-muted">{empty}</li>}
            </>
          )}
          {messages.map((m, i) => {
            const mine = m.sender_id === viewerId;
            return (
              <Fragment key={m.id}>
                {startsDay[i] && <Divider label={dayLabel(new Date(m.created_at))} />}
                <li className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid={mine ? "message-out" : "message-in"}>
                  <div
                    className={`max-w-[80%] rounded-2xl px-3.5 py-2 shadow-sm md:max-w-[65%] ${
                      mine ? "rounded-br-md bg-primary text-white" : "rounded-bl-md bg-white text-ink ring-1 ring-line"
                    }`}
                  >
                    <UserText as="p" links text={m.content} className="whitespace-pre-wrap" />
                    <p className={`mt-0.5 text-right text-[11px] ${mine ? "text-white/75" : "text-muted"}`}>
                      <span className="sr-only">{mine ? w.you : w.they} </span>
                      <time dateTime={m.created_at}>{timesShown ? hourMinute(m.created_at) : "\u00a0"}</time>
                    </p>
                  </div>
                  {report && !mine && (
                    <MessageReportButton reported={reported.has(m.id)} at={timesShown ? hourMinute(m.created_at) : ""} onClick={() => setReporting(m)} w={w} />
                  )}
                </li>
              </Fragment>
            );
          })}
          {pending.map((p) => (
            <li key={p.key} className="flex justify-end" data-testid="message-pending">
              <div className={`max-w-[80%] rounded-2xl rounded-br-md px-3.5 py-2 md:max-w-[65%] ${p.status === "failed" ? "bg-red-50 text-red-900 ring-1 ring-red-200" : "bg-primary/80 text-white"}`}>
                <UserText as="p" text={p.content} className="whitespace-pre-wrap" />
                {p.status === "sending" ? (
                  <p className="mt-0.5 text-right text-[11px] text-white/80">{w.sending}</p>
                ) : p.status === "waiting" ? (
                  <p className="mt-0.5 text-right text-[11px] text-white/90" data-testid="message-waiting">
                    {w.waiting}
                  </p>
                ) : (
                  <div className="mt-1 text-xs">
                    <p role="alert">
                      {w.notSent} {p.error}
                    </p>
                    <div className="mt-1 flex justify-end gap-2">
                      <button type="button" onClick={() => onDiscard(p.key)} className="min-h-11 rounded-full px-4 font-bold hover:bg-red-100">
                        {w.discard}
                      </button>
                      <button type="button" onClick={() => onRetry(p.key)} disabled={!canRetry} className="min-h-11 rounded-full bg-red-800 px-4 font-bold text-white disabled:opacity-50">
                        {w.retry}
                      </button>
                    </div>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
      {report && (
        <ReportDialog
          target={{ type: "message", id: reporting?.id ?? 0 }}
          user={report.user}
          open={reporting !== null}
          words={w.safety}
          onReported={() => reporting && setReported((r) => new Set(r).add(reporting.id))}
          onClose={(blocked) => {
            setReporting(null);
            if (blocked) {
              announceBlock(report.user);
              router.replace(report.leaveTo);
            }
          }}
        />
      )}
    </div>
  );
}

/** Beside each of the other gardener's bubbles: report this one message (once; then it says so). */
function MessageReportButton({ reported, at, onClick, w }: { reported: boolean; at: string; onClick: () => void; w: ChatWords }) {
  const label = (reported ? w.youReported : w.reportMessage) + (at ? w.sentAt.replace("{at}", at) : "");
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={reported}
      aria-label={label}
      title={reported ? w.reported : w.reportThis}
      data-testid="report-message"
      className="ml-0.5 grid h-11 w-11 shrink-0 place-items-center self-center rounded-full text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-secondary disabled:cursor-default disabled:text-primary disabled:hover:bg-transparent"
    >
      <FlagIcon width={18} height={18} fill={reported ? "currentColor" : "none"} />
    </button>
  );
}
