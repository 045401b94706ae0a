"use client";

import { useState, useTransition } from "react";
import { createInviteAction } from "@/app/actions/groups";
import { CopyLink } from "@/components/profile/copy-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ShareButton } from "@/components/ui/share-button";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * An invite link and its QR code, made on request: the code is shown once (only its hash is kept),
 * so each press makes a new link. The QR is drawn on our server, like the friends' one.
 */
export function InvitePanel({ groupId, groupName, words, copyWords }: { groupId: number; groupName: string; words: Messages["communityInvitePanel"]; copyWords: Messages["accountCopyLink"] }) {
  const [invite, setInvite] = useState<{ url: string; qr: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const make = () =>
    start(async () => {
      setError(null);
      const r = await createInviteAction(groupId);
      if (r.ok) setInvite(r.data);
      else setError(r.error);
    });
  return (
    <div className="space-y-3">
      {!invite && (
        <Button variant="outline" disabled={pending} onClick={make}>
          {pending ? words.making : words.make}
        </Button>
      )}
      {error && <Alert>{error}</Alert>}
      {invite && (
        <div className="space-y-3">
          <div className="flex flex-col items-center gap-2 rounded-2xl bg-cream p-4">
            <div
              role="img"
              aria-label={fill(words.qrLabel, { group: groupName })}
              style={{ width: 200, height: 200 }}
              className="overflow-hidden rounded-xl bg-white"
              // qrcode produced this SVG on our server from our own link
              dangerouslySetInnerHTML={{ __html: invite.qr }}
            />
            <p className="text-center text-sm text-muted">{words.scan}</p>
          </div>
          <CopyLink url={invite.url} label={words.inviteLink} id="group-invite-link" words={copyWords} />
          <ShareButton url={invite.url} title={fill(words.shareTitle, { group: groupName })} label={words.share} words={{ copied: words.copied, failed: words.copyFailed }} />
        </div>
      )}
    </div>
  );
}
