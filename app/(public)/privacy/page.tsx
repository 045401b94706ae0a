import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { languageAlternates } from "@/app/_doors/locale";

const metadata: Metadata = {
  title: "Privacy",
  description: "What GardenSwap keeps about you, who sees it, and how to take it away.",
};

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...metadata, alternates: await languageAlternates("/privacy") };
}

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy" updated="27 November 2026" intro={<p>GardenSwap asks for as little as a swap needs. Your home address is never asked for, stored or shown.</p>}>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> e-mail address, user name, first and last name, and your password as a one-way hash (we cannot read it).
        </li>
        <li>
          <strong>Your area:</strong> the postcode or town you give. We turn it into a point rounded to about a kilometre, with a fixed offset, so
          nobody can work out your street from it.
        </li>
        <li>
          <strong>What you post:</strong> listings and their photos, your wish list, thank-you notes, friends and friend requests. Photos are
          re-encoded when you upload them, which removes their location and camera data.
        </li>
        <li>
          <strong>Messages</strong> you send and receive, and whether they were read.
        </li>
        <li>
          <strong>Safety records:</strong> who you blocked, reports you made or that were made about you, and moderators&apos; decisions with their
          reasons.
        </li>
        <li>
          <strong>Notifications:</strong> your e-mail and push choices, and, if you turn push on, the address your browser gives us to deliver it.
        </li>
      </ul>

      <h2>Who sees what</h2>
      <ul>
        <li>Everyone (even without an account) sees public listings, your user name, picture, town and region, friend count and your Have and Want lists.</li>
        <li>Other gardeners see distances only as rough buckets like &ldquo;about 3 km&rdquo;, never an exact distance or your address.</li>
        <li>Listings you keep for friends are shown only to your friends.</li>
        <li>Your e-mail address and real name are not shown to other gardeners.</li>
        <li>A messages thread is seen by the two of you, and by a moderator only when a message in it is reported.</li>
        <li>Someone you block no longer sees your profile or listings and cannot message you.</li>
      </ul>

      <h2>Why we use it</h2>
      <p>
        To run the marketplace: show listings near you, tell you when something on your wish list appears, deliver messages, keep the community
        safe, and send the e-mails you asked for (matches, friend invitations, reminders before a listing expires, password resets). We do not
        sell your data, show adverts or use it to track you elsewhere.
      </p>

      <h2>Cookies and your device</h2>
      <p>
        We set one cookie to keep you signed in. If you look around without an account and enter a postcode, we keep that area in a cookie so
        distances stay shown. The app keeps the pages you opened recently and messages waiting to send on your device so they work without a
        connection; logging out removes them.
      </p>

      <h2>Who helps us</h2>
      <p>E-mail is delivered by our e-mail provider, and push notifications by your browser&apos;s push service. They receive only what is needed to deliver each message.</p>

      <h2>How long we keep it</h2>
      <p>
        Until you delete it or your account. Expired listings stay visible to you so you can renew them. Reports and moderation decisions are
        kept as long as needed to keep the community safe.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Edit or delete any listing or wish at any time.</li>
        <li>Turn e-mail and push notifications on or off in your profile.</li>
        <li>
          Delete your account from your profile: your listings, photos, wishes, friendships and messages go with it, and you are signed out
          everywhere.
        </li>
        <li>
          To get a copy of your data or ask anything about it, write to <a href="mailto:hello@gardenswap.app">hello@gardenswap.app</a>.
        </li>
      </ul>
    </LegalPage>
  );
}
