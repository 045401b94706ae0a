import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LegalPage } from "@/components/legal/legal-page";
import { languageAlternates } from "@/app/_doors/locale";

const metadata: Metadata = {
  title: "Terms",
  description: "The agreement between you and GardenSwap: what you can expect from us and what we expect from you.",
};

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...metadata, alternates: await languageAlternates("/terms") };
}

export default function TermsPage() {
  return (
    <LegalPage title="Terms" updated="27 November 2026" intro={<p>By creating an account or using GardenSwap you agree to these terms. They are short, and written to be read.</p>}>
      <h2>What GardenSwap is</h2>
      <p>
        A free place for home gardeners to give away, swap or sell seeds, plants and produce, and to talk to each other. We bring gardeners
        together; the trade itself is between the two of you. We do not take part in it, hold payments or check items.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You must be at least 16 years old.</li>
        <li>Give a real e-mail address and keep your password to yourself. One person, one account.</li>
        <li>You are responsible for what is done with your account.</li>
      </ul>

      <h2>What you post</h2>
      <ul>
        <li>Your listings, photos and messages stay yours. You let us show them in the app to the people you chose (public or friends).</li>
        <li>Only post what you have the right to give or sell, and describe it honestly.</li>
        <li>
          Follow the law where you live, including rules on plant health, seeds and invasive species, and the{" "}
          <Link href="/guidelines">community guidelines</Link>.
        </li>
      </ul>

      <h2>Meeting and trading</h2>
      <p>
        Arrange hand-overs in the way you are comfortable with. Prices are between you; GardenSwap charges nothing. We cannot promise that an
        item is as described or that someone will turn up, but tell us when something goes wrong: it helps us protect others.
      </p>

      <h2>Moderation</h2>
      <p>
        Moderators may hide listings, remove content, warn or suspend accounts that break these terms or the guidelines. They always record a
        reason. A listing reported by several gardeners may be hidden until a moderator has looked at it. If you think we got it wrong, write
        to <a href="mailto:hello@gardenswap.app">hello@gardenswap.app</a>.
      </p>

      <h2>Our part</h2>
      <ul>
        <li>We keep the service running as well as we can, but it may sometimes be unavailable or change.</li>
        <li>
          We look after your data as the <Link href="/privacy">privacy page</Link> says.
        </li>
        <li>As far as the law allows, we are not liable for trades between gardeners or for items exchanged.</li>
      </ul>

      <h2>Ending</h2>
      <p>You can delete your account at any time from your profile. We may close accounts that seriously or repeatedly break these terms.</p>

      <h2>Changes</h2>
      <p>If we change these terms in a way that matters, we will tell you in the app before the change applies.</p>
    </LegalPage>
  );
}
