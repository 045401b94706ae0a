import { defineWords } from "../define";

/** The words of posting (issue 38): see lib/i18n/messages/define.ts. */
export const posting = defineWords({}, { es: {}, ar: {} });
