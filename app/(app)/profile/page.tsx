import { logoutAction } from "@/app/actions/session";
import { getOwnProfile } from "@/lib/users";
import { requirePageViewer } from "@/lib/auth/page";

export default async function ProfilePage() {
  const profile = await getOwnProfile(await requirePageViewer("/profile"));
  return (
    <section>
      <h1 className="text-2xl text-primary">{profile.first_name || profile.username}</h1>
      <p>@{profile.username}</p>
      <form action={logoutAction}>
        <button type="submit">Logout</button>
      </form>
    </section>
  );
}
