import { redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/page";

export default async function LoginPage() {
  if (await getPageViewer()) redirect("/my-listings");
  return <h1 className="text-2xl text-primary">Login</h1>;
}
