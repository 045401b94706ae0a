import { defineWords } from "../define";

/** The words of pages (issue 38): see lib/i18n/messages/define.ts. */
export const pages = defineWords({}, { es: {}, ar: {} });
