import { Form, Formik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { CodeForm } from './CodeForm';
import { FormAlert, FormField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { ltrIsolate } from './phone';
import { lazyValidate } from './lazy-validation';

interface Props {
  /** Sends the mail with the code. */
  send: (email: string) => Promise<unknown>;
  /** Checks the code; the flow ends when it resolves. */
  verify: (code: string, email: string) => Promise<void>;
  sendLabel: string;
}

/** Email → 6-digit code from the mail. Going back to change the address keeps it. */
export function EmailCodeFlow({ send, verify, sendLabel }: Props) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { onSubmit, error } = useSubmit<{ email: string }>(async (values) => {
    const address = values.email.trim().toLowerCase();
    await send(address);
    setEmail(address);
    setSent(true);
  });

  if (sent) {
    return (
      <CodeForm
        sentTo={t('auth.code.sent.email', { email: ltrIsolate(email) })}
        onVerify={(code) => verify(code, email)}
        onResend={async () => void (await send(email))}
        onBack={() => setSent(false)}
        backLabel={t('auth.change.email')}
      />
    );
  }
  return (
    <Formik initialValues={{ email }} validate={lazyValidate((rules) => rules.emailSchema(tr))} onSubmit={onSubmit}>
      <Form noValidate method="post" data-testid="email-form">
        <FormField name="email" label={t('auth.field.email')} testId="email-input" type="email" autoComplete="email" inputMode="email" ltr />
        <FormAlert error={error} />
        <SubmitButton testId="send-email-code">{sendLabel}</SubmitButton>
      </Form>
    </Formik>
  );
}
