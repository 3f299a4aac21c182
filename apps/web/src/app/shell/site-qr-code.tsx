import { QRCodeSVG } from 'qrcode.react';

/** A QR code of the given address, as an SVG image labelled for screen readers. */
export default function SiteQrCode({ value, title, size }: { value: string; title: string; size: number }) {
  return <QRCodeSVG value={value} size={size} title={title} role="img" aria-label={title} marginSize={0} level="M" />;
}
