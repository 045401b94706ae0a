/** Placeholder rows while the conversation list loads. */
export default function Loading() {
  return (
    <div className="mx-auto max-w-2xl" role="status" aria-label="Loading conversations">
      <div className="h-9 w-40 animate-pulse rounded-full bg-line/70" />
      <div className="mt-4 h-12 animate-pulse rounded-full bg-line/60" />
      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-3">
            <span className="h-12 w-12 animate-pulse rounded-full bg-line/70" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-1/3 animate-pulse rounded bg-line/70" />
              <span className="block h-3 w-2/3 animate-pulse rounded bg-line/50" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
