/** The notifications list's shape while it loads. */
export default function Loading() {
  return (
    <div className="mx-auto max-w-2xl" aria-busy="true" aria-label="Loading notifications">
      <div className="mb-5 h-9 w-48 animate-pulse rounded-lg bg-line/70" />
      <ul className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-4 rounded-2xl border border-line bg-white p-4">
            <div className="h-20 w-20 shrink-0 animate-pulse rounded-xl bg-line/70" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-1/3 animate-pulse rounded bg-line/70" />
              <div className="h-5 w-2/3 animate-pulse rounded bg-line/70" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-line/70" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
