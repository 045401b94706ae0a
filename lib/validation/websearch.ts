/**
 * The text given to Postgres's `websearch_to_tsquery`. Its parser nests one NOT per `-` in a row, and
 * a run of 40 or so (`----…`, `- - - …`, `--tomato`) overflows its operator stack: `XX000 tsquery stack
 * too small`, a 500 for anyone (security review L8). A run of two or more minus signs (with any
 * spaces or punctuation between them, quotes aside) means no more than one, so it becomes one: a
 * word's negation or a hyphenated word stays what it was. Long queries are cut, as the have-want
 * search's input already is.
 */
const MINUS_RUN = /[^\p{L}\p{N}"]*-[^\p{L}\p{N}"]*-[^\p{L}\p{N}"]*/gu;
export const WEBSEARCH_MAX_CHARS = 200;

export function websearchText(q: string): string {
  return q.slice(0, WEBSEARCH_MAX_CHARS).replace(MINUS_RUN, (run) => `${/^\s/.test(run) ? " " : ""}-`);
}
