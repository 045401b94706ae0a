/**
 * Money per gardener (issue 38, decision 0229): prices are stored as numbers, as before; a listing's
 * price is in its seller's currency, which is the seller's choice in settings or else their country's.
 * Pure, so the marketplace's client components format prices exactly as the server does.
 */
export const CURRENCIES = [
  { code: "USD", name: "US dollars" },
  { code: "GBP", name: "Pounds sterling" },
  { code: "EUR", name: "Euros" },
  { code: "CAD", name: "Canadian dollars" },
  { code: "AUD", name: "Australian dollars" },
  { code: "NZD", name: "New Zealand dollars" },
] as const;
export type Currency = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [Currency, ...Currency[]];
export const BAD_CURRENCY = `Currency must be one of ${CURRENCY_CODES.join(", ")}`;

const BY_COUNTRY: Record<string, Currency> = { US: "USD", GB: "GBP", IE: "EUR", CA: "CAD", AU: "AUD", NZ: "NZD" };

/** The place decides when the gardener has not chosen; no place at all keeps the SPEC's dollars. */
export const currencyFor = (country: string | null | undefined): Currency => BY_COUNTRY[country ?? ""] ?? "USD";

/** The gardener's own choice (settings) wins; unset, their country decides. */
export const currencyOf = (choice: string | null | undefined, country: string | null | undefined): Currency =>
  CURRENCY_CODES.includes(choice as Currency) ? (choice as Currency) : currencyFor(country);

// "en" gives the symbols people in all six places read without doubt: $, £, €, CA$, A$, NZ$.
const formats = new Map<string, Intl.NumberFormat>();
function format(currency: Currency, whole: boolean) {
  const key = `${currency}${whole}`;
  let f = formats.get(key);
  if (!f) {
    // No grouping and no cents on whole amounts: the SPEC's "$price" reads "$1000" and "$2", not "$2.00".
    f = new Intl.NumberFormat("en", { style: "currency", currency, useGrouping: false, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formats.set(key, f);
  }
  return f;
}

/** "$2", "£2.50", "CA$3". */
export const money = (amount: number, currency: Currency = "USD") => format(currency, Number.isInteger(amount)).format(amount);

/** "£" for the listing form's "Price (£)". */
export const currencySymbol = (currency: Currency = "USD") =>
  format(currency, true)
    .formatToParts(0)
    .find((p) => p.type === "currency")!.value;
