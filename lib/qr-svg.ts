import QRCode from "qrcode";

/** A QR code as an SVG made on our server (never a third-party service), in the theme's colour. */
export const qrSvg = (value: string, size = 200) => QRCode.toString(value, { type: "svg", margin: 1, width: size, color: { dark: "#501C19", light: "#ffffff" } });
