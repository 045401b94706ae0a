import { getWords } from "@/app/_doors/locale";
import { AreaFormLazy, ChangeAreaLazy, LoadMoreLazy } from "./later-client";

// The feeds' secondary controls (./later-client.tsx, their code fetched after the cards), given
// their words in the page's language here on the server (issue 38): no catalogue ships.

export async function LoadMore({ apiQuery, initialCursor }: { apiQuery: string; initialCursor: string }) {
  const [words, cardWords] = await Promise.all([getWords("marketMore"), getWords("marketCard")]);
  return <LoadMoreLazy apiQuery={apiQuery} initialCursor={initialCursor} words={words} cardWords={cardWords} />;
}

export async function AreaForm() {
  return <AreaFormLazy words={await getWords("marketArea")} />;
}

export async function ChangeArea({ label }: { label: string }) {
  return <ChangeAreaLazy label={label} words={await getWords("marketArea")} />;
}
