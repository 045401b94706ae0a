/**
 * Money per gardener (issue 38, decision 0229): prices are stored as numbers, as before; a listing's
 * price is in its seller's currency, which is the seller's choice in settings or else their country's.
 * Pure; the formatting is in ./money, which the client components showing prices import alone.
 */
import type { Currency } from "./money";

export const CURRENCIES = [
  { code: "USD", name: "US dollars" },
  { code: "GBP", name: "Pounds sterling" },
  { code: "EUR", name: "Euros" },
  { code: "CAD", name: "Canadian dollars" },
  { code: "AUD", name: "Australian dollars" },
  { code: "NZD", name: "New Zealand dollars" },
] as const satisfies readonly { code: Currency; name: string }[];
export type { Currency };
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [Currency, ...Currency[]];
export const BAD_CURRENCY = `Currency must be one of ${CURRENCY_CODES.join(", ")}`;

const BY_COUNTRY: Record<string, Currency> = { US: "USD", GB: "GBP", IE: "EUR", CA: "CAD", AU: "AUD", NZ: "NZD" };

/** The place decides when the gardener has not chosen; no place at all keeps the SPEC's dollars. */
export const currencyFor = (country: string | null | undefined): Currency => BY_COUNTRY[country ?? ""] ?? "USD";

/** The gardener's own choice (settings) wins; unset, their country decides. */
export const currencyOf = (choice: string | null | undefined, country: string | null | undefined): Currency =>
  CURRENCY_CODES.includes(choice as Currency) ? (choice as Currency) : currencyFor(country);
