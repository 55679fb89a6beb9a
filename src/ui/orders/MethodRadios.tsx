import field from '../app/field.module.css';
import css from './order-view.module.css';

interface Props {
  /** Names the group for screen readers (it has no visible label). */
  label: string;
  options: readonly { id: number; tag: string; label: string }[];
  value: number | null;
  onChange: (id: number) => void;
  /** `data-testid` of each radio: `<prefix><tag>`. */
  testIdPrefix: string;
}

/** A column of payment-method radios, drawn as MUI's RadioGroup of FormControlLabels (native radios, plain CSS). */
export function MethodRadios({ label, options, value, onChange, testIdPrefix }: Props) {
  return (
    <div role="radiogroup" aria-label={label} className={css.radios}>
      {options.map((o) => (
        <label key={o.id} className={field.choice}>
          <span className={field.choiceBox}>
            <input type="radio" name={testIdPrefix} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} data-testid={`${testIdPrefix}${o.tag}`} />
          </span>
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
