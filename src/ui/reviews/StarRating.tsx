import { Fragment, useState } from 'react';
import css from './rating.module.css';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 8.5l-7.19-.61L12 1 9.19 7.89 2 8.5l5.46 4.73L5.82 21z';
const STARS = [1, 2, 3, 4, 5];
/** MUI Rating's own labels (its defaults: "1 Star", "2 Stars" …, "Empty"), kept so nothing changes for a listener. */
const starLabel = (n: number) => `${n} Star${n !== 1 ? 's' : ''}`;

function Star({ on, hovered }: { on: boolean; hovered?: boolean }) {
  return (
    <span className={[css.icon, !on && css.empty, hovered && css.hover].filter(Boolean).join(' ')}>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={STAR} />
      </svg>
    </span>
  );
}

/** The given rating, read-only (MUI's `<Rating readOnly>`: one image named by `label`). */
export function StarsShown({ value, label }: { value: number; label: string }) {
  return (
    <span className={`${css.root} ${css.readOnly}`} role="img" aria-label={label}>
      {STARS.map((n) => (
        <Star key={n} on={n <= value} />
      ))}
    </span>
  );
}

/**
 * A 1–5 choice drawn as MUI's Rating, in plain CSS: a radio per star (arrow keys move the choice), hovering
 * previews, clicking the chosen star again clears it.
 */
export function StarRating({ name, value, onChange, large, testId }: { name: string; value: number | null; onChange: (value: number | null) => void; large?: boolean; testId?: string }) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <span className={large ? `${css.root} ${css.large}` : css.root} data-testid={testId} onMouseLeave={() => setHover(null)}>
      {STARS.map((n) => (
        <Fragment key={n}>
          <label className={css.label} htmlFor={`${name}-${n}`} onMouseEnter={() => setHover(n)}>
            <Star on={n <= shown} hovered={hover === n} />
            <span className={css.hidden}>{starLabel(n)}</span>
          </label>
          <input
            className={css.hidden}
            type="radio"
            id={`${name}-${n}`}
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            // A pointer click on the chosen star clears it (a keyboard "click" has no position).
            onClick={(e) => value === n && (e.clientX !== 0 || e.clientY !== 0) && onChange(null)}
          />
        </Fragment>
      ))}
      <label className={css.hidden} htmlFor={`${name}-empty`}>
        Empty
      </label>
      <input className={css.hidden} type="radio" id={`${name}-empty`} name={name} value="" checked={value === null} onChange={() => onChange(null)} />
    </span>
  );
}
