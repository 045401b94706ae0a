import { redirect } from "next/navigation";

/** The old username search: gardeners are now found by username, name or town on /gardeners. */
export default async function FriendSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
  redirect(q ? `/gardeners?q=${encodeURIComponent(q)}` : "/gardeners");
}
