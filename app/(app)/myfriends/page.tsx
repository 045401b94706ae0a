import type { Metadata } from "next";
import { ConnectSection } from "@/components/friends/connect-section";
import { FriendsBrowser } from "@/components/friends/friends-browser";
import { FriendsNav } from "@/components/friends/friends-nav";
import { QrCode } from "@/components/ui/qr-code";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getT, getWords } from "@/app/_doors/locale";
import { env } from "@/lib/env";
import { getFriendsOverview } from "@/lib/friends/get-friends-overview";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peoplePages"))("myFriendsTitle") };
}

export default async function MyFriendsPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const viewer = await requirePageViewer("/myfriends");
  const show = (await searchParams).show === "pending" ? "pending" : "friends";
  const { friends, incoming, outgoing } = await load(getFriendsOverview, {});
  const profileUrl = `${env().PUBLIC_URL}/seller/${viewer.id}`;
  const [t, words, buttons] = await Promise.all([getT("peoplePages"), getWords("peopleFriends"), getWords("peopleButtons")]);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">{t("myFriendsTitle")}</h1>
        <FriendsNav view="friends" invitations={incoming.length} />
      </header>
      <FriendsBrowser
        show={show}
        friends={friends}
        incoming={incoming.map(({ id, user_id, ...r }) => ({ ...r, id: user_id, request_id: id }))}
        outgoing={outgoing}
        words={words}
        buttons={buttons}
      />
      <ConnectSection
        profileUrl={profileUrl}
        username={viewer.username}
        qr={<QrCode value={profileUrl} label={t("qrFor", { url: profileUrl })} />}
        words={words}
      />
    </div>
  );
}
