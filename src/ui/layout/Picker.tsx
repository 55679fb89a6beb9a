import { useId, useState } from 'react';
import { clientOnly } from '../app/client-only';
import css from './shell.module.css';

export interface Choice {
  value: string;
  label: string;
  /** What the closed picker shows when the full label is too long for a header (e.g. a currency's symbol). */
  short?: string;
  lang?: string;
}

const ChoiceMenu = clientOnly(() => import('./ChoiceMenu').then((m) => m.default));

/**
 * A select drawn like MUI's outlined one (label on the border, value, arrow) in plain CSS, so it costs the first
 * load almost nothing; its list is MUI's menu, loaded when first opened. The button is named by the label and
 * the value ("Language English"), and says it opens a listbox.
 */
export function Picker({ label, choices, value, testId, onChoose }: { label: string; choices: Choice[]; value: string; testId: string; onChoose: (value: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelId = useId();
  const valueId = useId();
  const chosen = choices.find((c) => c.value === value);
  const current = chosen?.short ?? chosen?.label ?? value;
  return (
    <span className={css.picker}>
      <span id={labelId} className={css.pickerLabel}>
        {label}
      </span>
      <button
        type="button"
        className={css.pickerButton}
        aria-haspopup="listbox"
        aria-expanded={Boolean(anchor)}
        aria-labelledby={`${labelId} ${valueId}`}
        data-testid={testId}
        data-value={value}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <span id={valueId}>{current}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={css.pickerArrow}>
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      {anchor && <ChoiceMenu anchor={anchor} labelId={labelId} choices={choices} value={value} testId={`${testId}-options`} onChoose={onChoose} onClose={() => setAnchor(null)} />}
    </span>
  );
}
