import { getT, pageLocale } from "@/app/_doors/locale";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ORDINALS = { First: "first", Second: "second", Third: "third", Fourth: "fourth", Last: "last" } as const;

/**
 * A swap day's repeat ("Every Sunday", "First Sunday of the month": lib/swap-days/recurrence.ts) in the
 * page's language; English, and anything else, stays as it is.
 */
export async function recurrenceIn(label: string | null): Promise<string | null> {
  const locale = await pageLocale();
  if (!label || locale === "en") return label;
  const m = /^(?:Every (\w+)|(First|Second|Third|Fourth|Last) (\w+) of the month)$/.exec(label);
  const day = m ? WEEKDAYS.indexOf(m[1] ?? m[3]!) : -1;
  if (!m || day < 0) return label;
  // 7 January 2024 was a Sunday.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 7 + day)));
  const t = await getT("communityRecurrence");
  return m[1] ? t("weekly", { weekday }) : t("monthly", { nth: t(ORDINALS[m[2] as keyof typeof ORDINALS]), weekday });
}
