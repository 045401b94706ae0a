import { redirect } from "next/navigation";

/** The old static sample screen now is the real one. */
export default function MyListingsOld() {
  redirect("/my-listings");
}
