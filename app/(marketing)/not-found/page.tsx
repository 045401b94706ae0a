import { notFound } from "next/navigation";

/** SPEC §2: the listing detail redirects to /not-found when nothing loads. */
export default function NotFoundRoute() {
  notFound();
}
