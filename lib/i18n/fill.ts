/**
 * A client component's words with their {values} filled in (issue 38). Client components get their
 * words as props (decision 0231: no catalogue or ICU formatter ships), so their namespaces use only
 * plain {name} values; plurals are chosen on the server or by keys ("one"/"other").
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
