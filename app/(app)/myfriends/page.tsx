import type { Metadata } from "next";
import { ConnectSection } from "@/components/friends/connect-section";
import { FriendsBrowser } from "@/components/friends/friends-browser";
import { FriendsNav } from "@/components/friends/friends-nav";
import { QrCode } from "@/components/ui/qr-code";
import { requirePageViewer } from "@/app/_doors/session";
import { env } from "@/lib/env";
import { friendsOf, listIncomingRequests, listOutgoingRequests } from "@/lib/friends";

export const metadata: Metadata = { title: "My friends" };

export default async function MyFriendsPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const viewer = await requirePageViewer("/myfriends");
  const show = (await searchParams).show === "pending" ? "pending" : "friends";
  const [friends, incoming, outgoing] = await Promise.all([friendsOf(viewer), listIncomingRequests(viewer), listOutgoingRequests(viewer)]);
  const profileUrl = `${env().PUBLIC_URL}/seller/${viewer.id}`;
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">My friends</h1>
        <FriendsNav current="friends" invitations={incoming.length} />
      </header>
      <FriendsBrowser
        show={show}
        friends={friends}
        incoming={incoming.map(({ id, user_id, ...r }) => ({ ...r, id: user_id, request_id: id }))}
        outgoing={outgoing}
      />
      <ConnectSection
        profileUrl={profileUrl}
        username={viewer.username}
        qr={<QrCode value={profileUrl} label={`QR code for ${profileUrl}`} />}
      />
    </div>
  );
}
