import { useField, useFormikContext } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ErrorAlert } from '../app/ErrorAlert';
import { FieldIconButton, OutlinedField } from '../app/OutlinedField';
import { useShell } from '../app/ShellContext';
import fieldCss from '../app/field.module.css';
import css from './auth.module.css';

interface FieldProps {
  name: string;
  label: string;
  testId: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Emails, phones and codes read left to right even on right-to-left pages. */
  ltr?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  /** Rewrites typed or pasted text before it is stored (e.g. digits only). */
  transform?: (value: string) => string;
  endAdornment?: ReactNode;
}

/**
 * A labelled text field bound to formik: the error shows once the field was touched or the form submitted.
 * Plain CSS (OutlinedField, MUI's outlined look): the sign-in pages carry no MUI in their first load.
 */
export function FormField({ name, label, testId, type = 'text', autoComplete, inputMode, ltr, maxLength, autoFocus, transform, endAdornment }: FieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const { dir } = useShell();
  const id = `${useId()}-${name}`;
  const shown = Boolean(meta.touched && meta.error);
  const value = field.value ?? '';
  return (
    <OutlinedField
      id={id}
      label={label}
      error={shown}
      helperText={shown ? meta.error : undefined}
      filled={value !== ''}
      endAdornment={endAdornment}
      inputProps={{
        ...field,
        value,
        onChange: transform ? (e) => void helpers.setValue(transform(e.target.value)) : field.onChange,
        type,
        autoFocus,
        autoComplete,
        inputMode,
        maxLength,
        readOnly: isSubmitting,
        dir: ltr ? 'ltr' : undefined,
        // A left-to-right value still lines up with the page's side (right on Arabic pages).
        style: ltr ? { textAlign: dir === 'rtl' ? 'right' : 'left' } : undefined,
        'data-testid': testId,
      }}
    />
  );
}

const EYE = 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF = 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = <FieldIconButton onClick={() => setVisible((v) => !v)} label={visible ? t('auth.hide.password') : t('auth.show.password')} pressed={visible} path={visible ? EYE_OFF : EYE} />;
  return <FormField {...props} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}

/** The form's submit button: disabled with a spinner while the call runs (no double submit). */
export function SubmitButton({ children, testId, id }: { children: ReactNode; testId: string; id?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" id={id} className={`${fieldCss.submit} ${css.full}`} disabled={isSubmitting} aria-busy={isSubmitting} data-testid={testId}>
      {isSubmitting && <span className={css.spinner} aria-hidden />}
      {children}
    </button>
  );
}

/** The form-level message of a failed call. */
export function FormAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return <ErrorAlert testId="form-error">{error}</ErrorAlert>;
}
