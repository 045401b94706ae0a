import { Fragment, type ReactNode } from "react";

/**
 * A sentence of the catalogue with its {values} as nodes (a link, a name), in the order the language
 * puts them: "{profile} reserved {listing} for you." (issue 38; client words carry plain {values} only).
 */
export const rich = (text: string, values: Record<string, ReactNode>) => text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? <Fragment key={i}>{values[part]}</Fragment> : part));
