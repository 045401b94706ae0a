import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LegalPage } from "@/components/legal/legal-page";
import { languageAlternates } from "@/app/_doors/locale";

const metadata: Metadata = {
  title: "Help",
  description: "How to list, ask, reserve, hand over and stay safe on GardenSwap.",
};

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...metadata, alternates: await languageAlternates("/help") };
}

const QUESTIONS: { q: string; a: React.ReactNode }[] = [
  {
    q: "How do I offer something?",
    a: (
      <p>
        Open <Link href="/listings/new">New listing</Link>, add a photo and a title, and choose giveaway, exchange or sell. Public listings are seen by
        everyone near you; friends-only ones by your friends. Listings expire after a while; you will get a reminder and can renew them.
      </p>
    ),
  },
  {
    q: "What is the wish list?",
    a: (
      <p>
        Your &ldquo;want&rdquo; list on <Link href="/post-want">Wish list</Link>. When a gardener near you lists something that matches a wish, you get a
        notification (and an e-mail if you allow it).
      </p>
    ),
  },
  {
    q: "How do I ask for an item?",
    a: <p>Open the listing and send the owner a message from the chat on its page. All your conversations are under Messages.</p>,
  },
  {
    q: "How do reserving and handing over work?",
    a: (
      <p>
        The owner reserves the item for you in the chat. When they hand it over, they mark it as given; you confirm that you received it, and
        you can both leave a thank-you note. Everything in progress is under <Link href="/my-trades">My trades</Link>.
      </p>
    ),
  },
  {
    q: "Why do I see “about 3 km” instead of an exact distance?",
    a: <p>To protect everyone&apos;s home. Distances are shown in rough buckets, measured from the area you gave, never from an address.</p>,
  },
  {
    q: "Nothing is listed near me. What now?",
    a: (
      <p>
        Every area starts empty. Post something you can spare, add a few wishes, and invite your neighbours: the marketplace offers an invitation
        link, a QR code and a <Link href="/invite/poster">printable poster</Link> for your street or allotment.
      </p>
    ),
  },
  {
    q: "What is the difference between friends and public?",
    a: <p>Friends see your friends-only listings. Add friends from their profile or by sharing your own profile link or QR code.</p>,
  },
  {
    q: "Can I use GardenSwap without a connection?",
    a: (
      <p>
        Yes, once installed or opened: pages you saw recently stay readable, and messages you write offline are sent when you are back online.
        On Android and desktop use &ldquo;Install app&rdquo; in your profile; on iPhone and iPad tap Share, then &ldquo;Add to Home Screen&rdquo;.
      </p>
    ),
  },
  {
    q: "How do I choose which notifications I get?",
    a: <p>In your profile: e-mail for matches and friend requests, and notifications on this device for each kind.</p>,
  },
  {
    q: "Someone is bothering me. What can I do?",
    a: (
      <p>
        Block them from their profile or a listing: they can no longer see you or message you, and you can undo it at once or later from your
        profile. Report anything that breaks the <Link href="/guidelines">community guidelines</Link>.
      </p>
    ),
  },
  {
    q: "How do I delete my account?",
    a: (
      <p>
        From your profile. Your listings, photos, wishes, friendships and messages are deleted with it. See <Link href="/privacy">Privacy</Link> for
        what we keep.
      </p>
    ),
  },
];

export default function HelpPage() {
  return (
    <LegalPage title="Help" intro={<p>Answers to what gardeners ask most. Anything else? Write to hello@gardenswap.app.</p>}>
      {QUESTIONS.map(({ q, a }) => (
        <section key={q}>
          <h2>{q}</h2>
          {a}
        </section>
      ))}
    </LegalPage>
  );
}
