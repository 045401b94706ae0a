import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { load } from "@/app/_doors/page";
import { devToolsEnabled, readDevOutbox } from "@/lib/mail/dev-outbox";
import { linksIn } from "./outbox";

export const metadata: Metadata = { title: "Outbox", robots: { index: false, follow: false } };

type Search = { to?: string | string[]; id?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

const when = (d: Date) => d.toISOString().replace("T", " ").slice(0, 19) + " UTC";

const STATUS_STYLE = {
  stored: "bg-secondary-soft text-secondary",
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-amber-100 text-amber-900",
  sent: "bg-sky-100 text-sky-900",
  failed: "bg-red-100 text-red-800",
} as const;

function StatusBadge({ status }: { status: keyof typeof STATUS_STYLE }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>{status}</span>;
}

/** Every e-mail the app wrote to the outbox table, newest first (development only). */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  if (!devToolsEnabled()) notFound();
  const sp = await searchParams;
  const to = one(sp.to).trim();
  const idParam = one(sp.id);
  const { messages, selected } = await load(readDevOutbox, { to, id: idParam });
  const href = (params: { to?: string; id?: number }) => {
    const q = new URLSearchParams();
    if (params.to) q.set("to", params.to);
    if (params.id) q.set("id", String(params.id));
    const s = q.toString();
    return s ? `/dev/outbox?${s}` : "/dev/outbox";
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-primary">Outbox</h1>
          <p className="mt-1 max-w-2xl text-muted">
            Every e-mail GardenSwap wrote, newest first. Without <code className="rounded bg-white px-1">RESEND_API_KEY</code> nothing leaves the machine: open a
            message here to follow its links (password reset, match and friend e-mails).
          </p>
        </div>
        <Link href={href({ to, id: selected?.id })} className={buttonClass({ variant: "outline", size: "sm" })}>
          Refresh
        </Link>
      </div>

      <form method="get" action="/dev/outbox" className="flex flex-wrap items-end gap-3" role="search">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-bold text-ink">
          Recipient
          <input name="to" type="email" defaultValue={to} placeholder="rosie@gardenswap.test" className={inputClass} />
        </label>
        <button type="submit" className={buttonClass({ size: "md" })}>
          Filter
        </button>
        {to && (
          <Link href="/dev/outbox" className={buttonClass({ variant: "ghost", size: "md" })}>
            Show all
          </Link>
        )}
      </form>

      {idParam && !selected && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          There is no e-mail #{idParam} in the outbox.
        </p>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="outbox-list" className={selected ? "order-2 md:order-1" : ""}>
          <h2 id="outbox-list" className="sr-only">
            Messages
          </h2>
          {messages.length === 0 ? (
            <EmptyState>{to ? `No e-mails to ${to} yet.` : "No e-mails yet. Request a password reset to see one arrive."}</EmptyState>
          ) : (
            <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
              {messages.map((m) => {
                const active = m.id === selected?.id;
                return (
                  <li key={m.id}>
                    <Link
                      href={href({ to, id: m.id })}
                      aria-current={active ? "true" : undefined}
                      className={`block px-4 py-3 hover:bg-primary-soft/60 ${active ? "bg-primary-soft" : ""}`}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate font-bold text-ink">{m.subject}</span>
                        <StatusBadge status={m.status} />
                      </span>
                      <span className="mt-1 block truncate text-sm text-muted">To {m.to}</span>
                      <span className="mt-0.5 flex justify-between gap-2 text-xs text-muted">
                        <time dateTime={m.createdAt.toISOString()}>{when(m.createdAt)}</time>
                        <span>{m.kind}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {messages.length === 100 && <p className="mt-2 text-sm text-muted">Showing the newest 100.</p>}
        </section>

        <section aria-labelledby="outbox-message" className={selected ? "order-1 md:order-2" : "hidden md:block"}>
          {selected ? (
            <article className="overflow-hidden rounded-2xl border border-line bg-white">
              <header className="space-y-2 border-b border-line p-4">
                <div className="flex items-start justify-between gap-3">
                  <h2 id="outbox-message" className="text-xl text-primary">
                    {selected.subject}
                  </h2>
                  <Link href={href({ to })} className="shrink-0 text-sm font-bold text-secondary underline underline-offset-4">
                    Close
                  </Link>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">To</dt>
                  <dd className="break-all">{selected.to}</dd>
                  <dt className="text-muted">Time</dt>
                  <dd>
                    <time dateTime={selected.createdAt.toISOString()}>{when(selected.createdAt)}</time>
                  </dd>
                  <dt className="text-muted">Kind</dt>
                  <dd>{selected.kind}</dd>
                  <dt className="text-muted">Status</dt>
                  <dd>
                    <StatusBadge status={selected.status} />
                    {selected.providerId && <span className="ml-2 text-muted">id {selected.providerId}</span>}
                  </dd>
                </dl>
                {selected.error && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{selected.error}</p>}
                {linksIn(selected.html).length > 0 && (
                  <div>
                    <h3 className="text-sm font-bold text-muted">Links in this e-mail</h3>
                    <ul className="mt-1 space-y-1 text-sm">
                      {linksIn(selected.html).map((l) => (
                        <li key={l.href}>
                          <a href={l.href} className="break-all font-bold text-secondary underline underline-offset-4">
                            {l.label}
                          </a>
                          {l.label !== l.href && <span className="block break-all text-xs text-muted">{l.href}</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </header>
              {/* The HTML body, sandboxed: no scripts, no same-origin access. */}
              <iframe title={`E-mail: ${selected.subject}`} srcDoc={selected.html} sandbox="allow-popups allow-popups-to-escape-sandbox" className="h-[32rem] w-full bg-white" />
              <details className="border-t border-line p-4">
                <summary className="cursor-pointer font-bold text-primary">Plain-text version</summary>
                <pre className="mt-3 whitespace-pre-wrap break-words text-sm text-ink">{selected.text}</pre>
              </details>
            </article>
          ) : (
            <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border border-dashed border-line text-muted">
              <p id="outbox-message">Choose an e-mail to read it.</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
