import { defineWords } from "../define";

/** The words of trades (issue 38): see lib/i18n/messages/define.ts. */
export const trades = defineWords({}, { es: {}, ar: {} });
