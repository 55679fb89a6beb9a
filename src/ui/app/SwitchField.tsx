import css from './switch.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** On the checkbox itself (tests check and click it). */
  testId?: string;
}

/**
 * A labelled on/off switch drawn like MUI's `<FormControlLabel control={<Switch />}>` in plain CSS, so a page of
 * switches needs no MUI in its first load: a real checkbox with role="switch" under the thumb, the label its text.
 */
export function SwitchField({ label, checked, onChange, testId }: Props) {
  return (
    <label className={css.label}>
      <span className={checked ? `${css.switch} ${css.on}` : css.switch}>
        <span className={css.base}>
          <input type="checkbox" role="switch" className={css.input} checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
          <span className={css.thumb} />
        </span>
        <span className={css.track} />
      </span>
      <span className={css.text}>{label}</span>
    </label>
  );
}
