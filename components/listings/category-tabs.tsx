import Link from "@/components/ui/link";
import { CATEGORIES } from "@/lib/validation/listing-terms";

/** Category buttons produce / seeds / plants (and "All", id 0, where asked); each keeps the rest of the URL's state. */
export function CategoryButtons({ active, hrefFor, label = "Category", withAll = false }: { active: number; hrefFor: (categoryId: number) => string; label?: string; withAll?: boolean }) {
  const options = withAll ? [{ id: 0, name: "all" }, ...CATEGORIES] : CATEGORIES;
  return (
    <nav aria-label={label} className="-m-1 flex gap-2 overflow-x-auto p-1">
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
