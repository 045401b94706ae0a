import { defineWords } from "../define";

/** The words of community (issue 38): see lib/i18n/messages/define.ts. */
export const community = defineWords({}, { es: {}, ar: {} });
