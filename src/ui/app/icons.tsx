import type { CSSProperties, ReactNode } from 'react';

/**
 * Small glyphs as SVG, not text: ★ ☾ ☀ ⚠ ✕ ← are missing from the usual UI fonts, so a browser searches its
 * fallback fonts for them while laying out the first screen (tens of ms on a cold start), and each platform
 * draws them differently. Sized by the surrounding text (1em), coloured by it (currentColor), hidden from
 * assistive technology: the control around them carries the label.
 */
type IconProps = { className?: string; style?: CSSProperties };

const BASE: CSSProperties = { width: '1em', height: '1em', verticalAlign: '-0.125em', flexShrink: 0 };

function Svg({ className, style, children }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} style={style ? { ...BASE, ...style } : BASE}>
      {children}
    </svg>
  );
}

const STAR_POINTS = '12,2 15,9 22,9.5 16.5,14 18.5,21 12,17 5.5,21 7.5,14 2,9.5 9,9';

export const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <polygon points={STAR_POINTS} fill="currentColor" />
  </Svg>
);

export const MoonIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
  </Svg>
);

export const SunIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Svg>
);

export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 2.5 23 21.5H1z" fill="currentColor" />
    <path d="M12 9v6M12 17.5v1.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </Svg>
);

/** Points to the start of the line: left in LTR, right in RTL (mirrored by the caller's `flip`). */
export const BackArrowIcon = ({ flip, ...props }: IconProps & { flip?: boolean }) => (
  <Svg {...props} style={flip ? { ...props.style, transform: 'scaleX(-1)' } : props.style}>
    <path d="M20 12H5M11 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </Svg>
);

const HEART = 'M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.4 5 6.9 5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z';

export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props}>
    <path fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" d={HEART} />
  </Svg>
);

/** Sliders: the phone header's settings (language, currency, theme). */
export const SettingsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 7h11M20 7h1M3 17h3M12 17h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="17" cy="7" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="9" cy="17" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </Svg>
);

/** A bell: the header's notifications link. */
export const BellIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Svg>
);

/** A speech bubble: the header's support-chat link. */
export const ChatIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </Svg>
);
