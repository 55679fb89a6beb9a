import { encode } from 'uqr';

/** One path of 1×1 squares for the dark modules (drawn as an SVG: crisp at any size, no canvas). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return d;
}

/** The invite link as a QR code for phones to scan from a desktop screen (loaded only there, with uqr). */
export default function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const { data, size: count } = encode(text, { ecc: 'M', border: 2 });
  return (
    <svg role="img" aria-label={label} data-testid="group-qr" width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" style={{ background: '#fff', borderRadius: 8 }}>
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
