import { groupDigits } from "./group-digits";

/**
 * The message limits and words, without zod: the chat composer ships this module to browsers
 * (issue 19, decision 0135); lib/validation/messages.ts builds messageContentSchema from the same
 * constants, and message-terms.test.ts checks that both agree.
 */

/** Longest message a gardener may send (characters, after trimming). */
export const MESSAGE_MAX = 2000;

export const MESSAGE_EMPTY = "Message cannot be empty";
// groupDigits, not toLocaleString: the composer loads this module, and a phone's first number format
// loads ICU's data on the main thread while the chat starts (decision 0135; the test checks the words).
export const MESSAGE_TOO_LONG = `Message must be at most ${groupDigits(MESSAGE_MAX)} characters`;

/** SPEC §5: the composer may send this text (trimmed, not empty, at most MESSAGE_MAX): messageContentSchema's rule. */
export function messageContentFits(text: string): boolean {
  const length = text.trim().length;
  return length >= 1 && length <= MESSAGE_MAX;
}
