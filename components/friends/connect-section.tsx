"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { QrIcon } from "@/components/ui/icons/qr";
import { Modal } from "@/components/ui/modal";
import { ShareButton } from "@/components/ui/share-button";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** 'Connect to your friends': the profile link as a QR code (made on our server) or the share sheet. */
export function ConnectSection({ profileUrl, username, qr, words }: { profileUrl: string; username: string; qr: ReactNode; words: Messages["peopleFriends"] }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="connect-heading" className="rounded-2xl bg-secondary-soft p-5 md:p-6">
      <h2 id="connect-heading" className="text-xl text-secondary">
        {words.connect}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{words.connectIntro}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <QrIcon width={18} height={18} />
          {words.useQr}
        </Button>
        <ShareButton url={profileUrl} title={fill(words.shareTitle, { username })} label={words.shareProfile} words={{ copied: words.copied, failed: words.copyFailed }} />
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={words.qrTitle} close={words.close}>
        <div className="flex flex-col items-center gap-4 text-center">
          <div className="rounded-2xl border border-line p-3">{qr}</div>
          <p className="text-sm text-muted">{words.scanToOpen}</p>
          <p className="break-all rounded-xl bg-cream px-3 py-2 text-sm font-bold text-primary">{profileUrl}</p>
          <Button onClick={() => setOpen(false)} className="w-full">
            {words.done}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
