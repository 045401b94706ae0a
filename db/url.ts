/** The same Postgres server URL pointing at another database (test clones, benchmark throwaways). */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
