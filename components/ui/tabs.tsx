import Link from "@/components/ui/link";

export type TabItem = { label: string; href: string; active: boolean };

/** Link tabs: the selected tab lives in the URL, so it survives reloads and shares as a link. */
export function LinkTabs({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <nav aria-label={label} className="flex rounded-full bg-white p-1 shadow-sm ring-1 ring-line">
      {items.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={t.active ? "page" : undefined}
          className={`flex min-h-11 flex-1 items-center justify-center rounded-full px-4 py-2 text-center text-sm font-bold transition-colors ${
            t.active ? "bg-primary text-white" : "text-primary hover:bg-primary-soft"
          }`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
