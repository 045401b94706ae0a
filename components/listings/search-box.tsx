import { SearchIcon } from "@/components/ui/icons/search";
import { getT } from "@/app/_doors/locale";
import { SEARCH_MAX } from "@/lib/listings/filters";

/**
 * A plain GET form: works before (and without) JavaScript; hidden fields keep the other filters.
 */
export function SearchBox({ action, q, keep, placeholder, label = placeholder }: { action: string; q: string; keep: Record<string, string>; placeholder: string; label?: string }) {
  return (
    <form role="search" action={action} method="get" className="relative flex-1">
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label className="sr-only" htmlFor="search-q">
        {label}
      </label>
      <SearchIcon width={18} height={18} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted" aria-hidden />
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
        enterKeyHint="search"
        className="block h-11 w-full rounded-full border border-line bg-white pl-10 pr-4 text-base text-ink placeholder:text-muted/70 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
      />
    </form>
  );
}

/** Said under the search when a longer text was searched by its start (nothing is cut silently). */
export async function SearchCutNote() {
  const t = await getT("marketSearch");
  return (
    <p role="status" className="text-sm text-muted">
      {t("cutNote", { n: SEARCH_MAX })}
    </p>
  );
}
