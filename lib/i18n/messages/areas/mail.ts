import { defineWords } from "../define";

/** The words of mail (issue 38): see lib/i18n/messages/define.ts. */
export const mail = defineWords({}, { es: {}, ar: {} });
