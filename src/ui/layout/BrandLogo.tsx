/**
 * The Groops wordmark, drawn inline so it needs no request and never shifts the layout. Narrowed by CSS (a
 * `className` with a smaller width), it shows the mark alone: `slice` crops the name instead of shrinking it.
 * The name is set in the page's own font (inherited): a font list of its own made the browser look up four more
 * families, each a blocking call to its font service, in the page's first layout. For the same reason the name
 * is drawn unscaled (the viewBox is the 32 px height) at a size of the type scale, 20 px bold like the page's
 * titles; only the mark is scaled down into the box.
 */
export function BrandLogo({ height = 32, className }: { height?: number; className?: string }) {
  return (
    <svg viewBox="0 0 118 32" height={height} className={className} preserveAspectRatio="xMinYMid slice" role="img" aria-label="Groops" direction="ltr" style={{ display: 'block', direction: 'ltr' }}>
      <g transform="scale(0.8889)">
        <rect x="0" y="2" width="32" height="32" rx="10" fill="#1f9d55" />
        <path d="M16 9a9 9 0 1 0 9 9h-9" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </g>
      <text x="36" y="23" fontSize="20" fontWeight="700" fill="currentColor">
        Groops
      </text>
    </svg>
  );
}
