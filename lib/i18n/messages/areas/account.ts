import { defineWords } from "../define";

/** The words of account (issue 38): see lib/i18n/messages/define.ts. */
export const account = defineWords({}, { es: {}, ar: {} });
