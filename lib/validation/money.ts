/**
 * A price as people read it (issue 38, decision 0229): no lists here, so the client components that
 * show prices (cards, notifications) ship only this. lib/validation/currency.ts has the choices.
 */
export type Currency = "USD" | "GBP" | "EUR" | "CAD" | "AUD" | "NZD";

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
