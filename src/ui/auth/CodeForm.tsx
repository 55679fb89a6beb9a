import { Form, Formik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect, useState } from 'react';
import { notify } from '../app/notify';
import { sanitizeCode } from './code';
import { describeFailure } from './errors';
import { FormAlert, FormField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { lazyValidate } from './lazy-validation';
import css from './auth.module.css';

const RESEND_AFTER_S = 30;

interface Props {
  /** "We sent a code to …". */
  sentTo: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
  backLabel: string;
}

/** The second step of every code flow: the 6-digit code, verify, resend after a pause, or go back. */
export function CodeForm({ sentTo, onVerify, onResend, onBack, backLabel }: Props) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { onSubmit, error, setError } = useSubmit<{ code: string }>(({ code }) => onVerify(code));
  const [wait, setWait] = useState(RESEND_AFTER_S);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setResending(true);
    setError(null);
    try {
      await onResend();
      void notify('success', t('auth.code.resent'));
      setWait(RESEND_AFTER_S);
    } catch (failure) {
      setError(describeFailure(failure, tr).message);
    } finally {
      setResending(false);
    }
  };

  return (
    <Formik initialValues={{ code: '' }} validate={lazyValidate((rules) => rules.codeSchema(tr))} onSubmit={onSubmit}>
      <Form noValidate method="post" data-testid="code-form">
        <p className={css.sentTo} data-testid="code-sent-to">
          {sentTo}
        </p>
        <FormField name="code" label={t('auth.enter.code')} testId="code-input" autoComplete="one-time-code" inputMode="numeric" maxLength={64} transform={sanitizeCode} ltr autoFocus />
        <FormAlert error={error} />
        <SubmitButton testId="verify-button">{t('auth.verify.action')}</SubmitButton>
        <div className={css.codeActions}>
          <button type="button" className={css.textButton} onClick={onBack} data-testid="code-back">
            {backLabel}
          </button>
          <button type="button" className={css.textButton} onClick={() => void resend()} disabled={wait > 0 || resending} data-testid="resend-code">
            {wait > 0 ? t('auth.resend.in', { time: `0:${String(wait).padStart(2, '0')}` }) : t('auth.resend.code')}
          </button>
        </div>
      </Form>
    </Formik>
  );
}
