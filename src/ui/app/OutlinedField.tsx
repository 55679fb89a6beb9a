import type { InputHTMLAttributes, ReactNode } from 'react';
import css from './field.module.css';

export interface OutlinedFieldProps {
  /** The input's id; the label and helper text ids derive from it (`<id>-label`, `<id>-helper-text`). */
  id: string;
  label: string;
  /** Shown under the field; with `error`, in the error colour and announced (role="alert"). */
  helperText?: string;
  error?: boolean;
  /** Raises the label (the field holds a value); focus and browser autofill raise it in CSS. */
  filled: boolean;
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (value, onChange, name, type, data-testid…). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
}

/**
 * MUI's outlined TextField drawn in plain CSS (field.module.css): the same floating label, notched outline,
 * ids and ARIA (label for the input, aria-invalid, aria-describedby on the helper text), with no MUI or emotion
 * in the page's first load.
 */
export function OutlinedField({ id, label, helperText, error = false, filled, endAdornment, inputProps }: OutlinedFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const classes = [css.control, filled && css.filled, error && css.error].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className={css.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={endAdornment ? `${css.box} ${css.withEnd}` : css.box}>
        <input {...inputProps} id={id} className={css.input} aria-invalid={error} aria-describedby={helperId} />
        {endAdornment && <div className={css.adornment}>{endAdornment}</div>}
        <fieldset aria-hidden className={css.outline}>
          <legend className={css.legend}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={css.helper} role={error ? 'alert' : undefined}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** An icon button inside a field's end (e.g. show/hide the password). */
export function FieldIconButton({ label, pressed, onClick, path }: { label: string; pressed?: boolean; onClick: () => void; path: string }) {
  return (
    <button type="button" className={css.iconButton} onClick={onClick} aria-label={label} aria-pressed={pressed}>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={path} />
      </svg>
    </button>
  );
}
