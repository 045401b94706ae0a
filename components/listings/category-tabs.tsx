import Link from "next/link";
import { CATEGORIES } from "@/lib/validation/listings";

/** Category buttons produce / seeds / plants; each keeps the rest of the URL's state. */
export function CategoryButtons({ active, hrefFor, label = "Category" }: { active: number; hrefFor: (categoryId: number) => string; label?: string }) {
  return (
    <nav aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {CATEGORIES.map((c) => (
        <Link
          key={c.id}
          href={hrefFor(c.id)}
          aria-current={c.id === active ? "page" : undefined}
          className={`inline-flex h-10 shrink-0 items-center rounded-full px-5 text-sm font-bold capitalize transition-colors ${
            c.id === active ? "bg-secondary text-white shadow-sm" : "bg-white text-secondary ring-1 ring-line hover:bg-secondary-soft"
          }`}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}
