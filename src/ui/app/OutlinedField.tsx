import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import css from './field.module.css';

export interface OutlinedFieldProps {
  /** The input's id; the label and helper text ids derive from it (`<id>-label`, `<id>-helper-text`). */
  id: string;
  label: string;
  /** Shown under the field; with `error`, in the error colour and announced (role="alert"). */
  helperText?: string;
  error?: boolean;
  /** A data-testid for the helper text. */
  helperTestId?: string;
  /** Raises the label (the field holds a value); focus and browser autofill raise it in CSS. */
  filled: boolean;
  endAdornment?: ReactNode;
  /** A required field: "label *" (the star hidden from screen readers, which read the input's `required`). */
  required?: boolean;
  /** Attributes of the <input> itself (value, onChange, name, type, data-testid…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
  /** A <textarea> instead of the input (MUI's `multiline`), at least `rows` lines high, growing with the text. */
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> & Record<string, unknown>;
  /** A native <select> instead of the input, with these <option>s (the label stays raised). */
  selectProps?: SelectHTMLAttributes<HTMLSelectElement> & Record<string, unknown>;
  options?: ReactNode;
  /** Layout from the caller (margins, width, flex); the field is full width with MUI's "normal" margins otherwise. */
  className?: string;
  /** MUI's size="small" (a denser field). */
  small?: boolean;
}

/**
 * MUI's outlined TextField drawn in plain CSS (field.module.css): the same floating label, notched outline,
 * ids and ARIA (label for the input, aria-invalid, aria-describedby on the helper text), with no MUI or emotion
 * in the page's first load.
 */
export function OutlinedField({ id, label, helperText, error = false, helperTestId, filled, endAdornment, required, inputProps, textareaProps, selectProps, options, className, small }: OutlinedFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const classes = [css.control, (filled || selectProps) && css.filled, error && css.error, small && css.small, className].filter(Boolean).join(' ');
  const star = required ? '\u2009*' : '';
  const shared = { id, required, 'aria-invalid': error, 'aria-describedby': helperId };
  const boxClass = [css.box, endAdornment && css.withEnd, textareaProps && css.multiline].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className={css.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {star && <span aria-hidden>{star}</span>}
      </label>
      <div className={boxClass}>
        {textareaProps ? (
          <textarea {...textareaProps} {...shared} className={`${css.input} ${css.textarea}`} style={{ ['--rows' as string]: textareaProps.rows ?? 1 }} />
        ) : selectProps ? (
          <>
            <select {...selectProps} {...shared} className={`${css.input} ${css.select}`}>
              {options}
            </select>
            <svg className={css.arrow} viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : (
          <input {...inputProps} {...shared} className={css.input} />
        )}
        {endAdornment && <div className={css.adornment}>{endAdornment}</div>}
        <fieldset aria-hidden className={css.outline}>
          <legend className={css.legend}>
            <span>{label + star}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={css.helper} role={error ? 'alert' : undefined} data-testid={helperTestId}>
          {helperText.trim() ? helperText : '\u200b'}
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
