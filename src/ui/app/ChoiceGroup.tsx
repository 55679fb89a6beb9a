import { useId, type ChangeEvent, type FocusEvent } from 'react';
import css from './field.module.css';

interface Props {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string; testId?: string }>;
  isChecked: (value: string) => boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  required?: boolean;
  /** Shown under the group (a space keeps its height); in the error colour with `error`. */
  helperText?: string;
  error?: boolean;
}

/**
 * A labelled row of native radios or checkboxes, drawn as MUI's FormLabel + RadioGroup/FormGroup of
 * FormControlLabels: radios are a role="radiogroup" named by the label, checkboxes a fieldset with a legend.
 */
export function ChoiceGroup({ type, name, label, options, isChecked, onChange, onBlur, required, helperText, error }: Props) {
  const labelId = useId();
  const Group = type === 'radio' ? 'div' : 'fieldset';
  const Label = type === 'radio' ? 'span' : 'legend';
  return (
    <Group className={error ? `${css.choices} ${css.error}` : css.choices}>
      <Label id={labelId} className={css.choicesLabel}>
        {label}
        {required && <span aria-hidden>{'\u2009*'}</span>}
      </Label>
      <div className={css.choiceRow} {...(type === 'radio' ? { role: 'radiogroup', 'aria-labelledby': labelId } : {})}>
        {options.map((o) => (
          <label key={o.value} className={css.choice}>
            <span className={css.choiceBox}>
              <input type={type} name={name} value={o.value} checked={isChecked(o.value)} onChange={onChange} onBlur={onBlur} data-testid={o.testId} />
            </span>
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {helperText !== undefined && <p className={css.helper}>{helperText || '\u200b'}</p>}
    </Group>
  );
}
