import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { languageAlternates } from "@/app/_doors/locale";

const metadata: Metadata = {
  title: "Community guidelines",
  description: "How gardeners on GardenSwap treat each other, what may be listed, and how to meet safely.",
};

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...metadata, alternates: await languageAlternates("/guidelines") };
}

export default function GuidelinesPage() {
  return (
    <LegalPage title="Community guidelines" intro={<p>GardenSwap works because neighbours trust each other. A few habits keep it that way.</p>}>
      <h2>Be kind</h2>
      <ul>
        <li>Say hello, say thank you, and answer messages, even to say &ldquo;it&apos;s gone&rdquo;.</li>
        <li>No insults, harassment, or hateful words about anyone.</li>
        <li>Respect a &ldquo;no&rdquo;. If someone does not want to trade, let it be.</li>
      </ul>

      <h2>List honestly</h2>
      <ul>
        <li>Use a photo of the actual item, and say what it is: variety, size, how many, and any pests or disease you know of.</li>
        <li>Choose the right type: giveaway, exchange or sell. Keep prices fair.</li>
        <li>Mark a listing as reserved or given as soon as it is, so nobody makes a wasted trip.</li>
      </ul>

      <h2>What can be listed</h2>
      <ul>
        <li>Seeds, plants, cuttings, bulbs, produce, and the odd garden extra such as pots or compost.</li>
        <li>
          Not: invasive or prohibited species, plants or seeds your local plant-health rules forbid to move, anything illegal, animals, medicines
          or things unrelated to gardening.
        </li>
        <li>Home-grown food should be clean and fresh. Say if something was sprayed.</li>
      </ul>

      <h2>Keep your promises</h2>
      <ul>
        <li>When you reserve an item for someone, or arrange a pick-up, turn up or say so in good time.</li>
        <li>If plans change, tell the other gardener in the chat.</li>
        <li>After a hand-over, a short thank-you note helps others trust you both.</li>
      </ul>

      <h2>Meet safely</h2>
      <ul>
        <li>GardenSwap never shows your address. Share it only when you are ready, and only in the chat.</li>
        <li>Meet in daylight or in a public place, or use a doorstep pick-up. Take a friend if you like.</li>
        <li>Never pay in advance to someone you have not met, and never share bank codes or passwords.</li>
      </ul>

      <h2>When something is wrong</h2>
      <ul>
        <li>
          Use <strong>Report</strong> on a listing, profile, message or thank-you note. The other gardener is not told who reported them.
        </li>
        <li>
          Use <strong>Block</strong> to stop someone seeing you or messaging you. You can unblock them later from your profile.
        </li>
        <li>Moderators look at every report and record the reason for what they do. Breaking these guidelines can lead to hidden listings, a warning or a suspension.</li>
      </ul>
    </LegalPage>
  );
}
