import { defineWords } from "../define";

/** The words of people (issue 38): see lib/i18n/messages/define.ts. */
export const people = defineWords({}, { es: {}, ar: {} });
