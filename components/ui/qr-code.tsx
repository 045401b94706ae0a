import { qrSvg } from "@/lib/qr-svg";

/** A QR code made on our server (never a third-party service), 200 × 200 as SPEC §9 says. */
export async function QrCode({ value, size = 200, label }: { value: string; size?: number; label: string }) {
  const svg = await qrSvg(value, size);
  return (
    <div
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
      className="overflow-hidden rounded-xl bg-white"
      // qrcode produces a self-contained SVG from our own input
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
