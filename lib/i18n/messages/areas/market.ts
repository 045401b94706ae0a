import { defineWords } from "../define";

/** The words of market (issue 38): see lib/i18n/messages/define.ts. */
export const market = defineWords({}, { es: {}, ar: {} });
