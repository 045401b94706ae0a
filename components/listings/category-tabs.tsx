import Link from "@/components/ui/link";
import { getT } from "@/app/_doors/locale";
import { CATEGORIES } from "@/lib/validation/listing-terms";

/** Category buttons produce / seeds / plants (and "All", id 0, where asked); each keeps the rest of the URL's state. */
export async function CategoryButtons({ active, hrefFor, label, withAll = false }: { active: number; hrefFor: (categoryId: number) => string; label?: string; withAll?: boolean }) {
  const [t, names] = await Promise.all([getT("marketSearch"), getT("categories")]);
  const named = CATEGORIES.map((c) => ({ id: c.id, name: names(c.name) }));
  const options = withAll ? [{ id: 0, name: t("all") }, ...named] : named;
  return (
    <nav aria-label={label ?? t("category")} className="-m-1 flex gap-2 overflow-x-auto p-1">
      {options.map((c) => (
        <Link
          key={c.id}
          href={hrefFor(c.id)}
          aria-current={c.id === active ? "page" : undefined}
          className={`inline-flex h-11 shrink-0 items-center rounded-full px-5 text-sm font-bold capitalize transition-colors ${
            c.id === active ? "bg-secondary text-white shadow-sm" : "bg-white text-secondary ring-1 ring-line hover:bg-secondary-soft"
          }`}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}
