import { getWords } from "@/app/_doors/locale";
import type { ListingFormWords } from "./listing-form";
import type { WantFormWords } from "./want-form";

/** The listing form's words in the page's language (issue 38), for the page to hand it: no catalogue ships. */
export async function listingFormWords(): Promise<ListingFormWords> {
  const [form, audience, glut, crop, handover, seedLot, seedTerms, photo] = await Promise.all([
    getWords("postingListing"),
    getWords("postingAudience"),
    getWords("postingGlut"),
    getWords("marketCropCombo"),
    getWords("tradesHandoverForm"),
    getWords("communitySeedLotFields"),
    getWords("communitySeedTerms"),
    getWords("detailsPhoto"),
  ]);
  return { form, audience, glut, crop, handover, seedLot, seedTerms, photo };
}

/** The wish list form's words in the page's language. */
export async function wantFormWords(): Promise<WantFormWords> {
  const [form, audience, crop] = await Promise.all([getWords("postingWant"), getWords("postingAudience"), getWords("marketCropCombo")]);
  return { form, audience, crop };
}
