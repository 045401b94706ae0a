"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { QrIcon } from "@/components/ui/icons/qr";
import { Modal } from "@/components/ui/modal";
import { ShareButton } from "@/components/ui/share-button";

/** 'Connect to your friends': the profile link as a QR code (made on our server) or the share sheet. */
export function ConnectSection({ profileUrl, username, qr }: { profileUrl: string; username: string; qr: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="connect-heading" className="rounded-2xl bg-secondary-soft p-5 md:p-6">
      <h2 id="connect-heading" className="text-xl text-secondary">
        Connect to your friends
      </h2>
      <p className="mt-1 text-sm text-ink/80">Let a neighbour scan your code or send them your profile link — they can add you as a friend from there.</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <QrIcon width={18} height={18} />
          Use QR Code
        </Button>
        <ShareButton url={profileUrl} title={`@${username} on GardenSwap`} label="Share your profile" />
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Your profile QR code">
        <div className="flex flex-col items-center gap-4 text-center">
          <div className="rounded-2xl border border-line p-3">{qr}</div>
          <p className="text-sm text-muted">Scan to open</p>
          <p className="break-all rounded-xl bg-cream px-3 py-2 text-sm font-bold text-primary">{profileUrl}</p>
          <Button onClick={() => setOpen(false)} className="w-full">
            Done
          </Button>
        </div>
      </Modal>
    </section>
  );
}
