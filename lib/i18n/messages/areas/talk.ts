import { defineWords } from "../define";

/** The words of talk (issue 38): see lib/i18n/messages/define.ts. */
export const talk = defineWords({}, { es: {}, ar: {} });
