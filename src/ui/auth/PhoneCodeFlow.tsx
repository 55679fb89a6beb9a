import { useTranslation } from '@/ui/i18n/texts';
import { useRef, useState } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { firebasePhoneAuthEnabled } from '../firebase/config';
import type { User } from '../types/api';
import { authApi, compact, type OtpSent } from './api';
import { CodeForm } from './CodeForm';
import { ltrIsolate, normalizePhone } from './phone';
import { EMPTY_PHONE_VALUES, PhoneForm, type PhoneValues } from './PhoneForm';

export type PhonePurpose = 'sign-in' | 'sign-up' | 'reset';

/**
 * Phone sign-in, sign-up and password reset with the server's SMS code (contract §0.6): number → code → signed
 * in. Going back to change the number keeps everything typed. With Firebase phone auth enabled at build time the
 * code goes through Firebase instead (its module is fetched on send) and the API checks Firebase's proof.
 */
export function PhoneCodeFlow({ purpose, initialPhone = '', onSignedIn }: { purpose: PhonePurpose; initialPhone?: string; onSignedIn: (user: User) => Promise<void> }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PhoneValues>({ ...EMPTY_PHONE_VALUES, phone: initialPhone });
  const [sent, setSent] = useState<OtpSent | null>(null);
  const firebase = useRef<ConfirmationResult | null>(null);

  const send = async (phone: string) => {
    const normalized = normalizePhone(phone) ?? phone.trim();
    if (firebasePhoneAuthEnabled()) {
      const { sendFirebaseCode } = await import('../firebase/phone-auth');
      firebase.current = await sendFirebaseCode(normalized);
      setSent({ verifyId: '', phone: normalized });
      return;
    }
    const otp = purpose === 'reset' ? await authApi.sendPhoneReset(normalized) : await authApi.sendPhoneCode(normalized);
    setSent({ verifyId: otp.verifyId, phone: otp.phone || normalized });
  };

  const verify = async (code: string) => {
    if (!sent) return;
    const otp = { verifyId: sent.verifyId, verifyCode: code };
    const { firstname, lastname, password, password_confirmation } = values;
    if (firebase.current) {
      const { confirmFirebaseCode } = await import('../firebase/phone-auth');
      const details = purpose === 'sign-up' ? compact({ firstname, lastname, password, password_confirmation }) : {};
      await onSignedIn(await confirmFirebaseCode(firebase.current, code, sent.phone, purpose === 'reset', details));
      return;
    }
    const result =
      purpose === 'reset'
        ? await authApi.confirmPhoneReset(otp)
        : await authApi.verifyPhone(purpose === 'sign-up' ? { ...otp, firstname, lastname, password, password_confirmation } : otp);
    await onSignedIn(result.user);
  };

  if (!sent) {
    return (
      <PhoneForm
        initial={values}
        withDetails={purpose === 'sign-up'}
        onSend={async (typed) => {
          setValues(typed);
          await send(typed.phone);
        }}
      />
    );
  }
  return (
    <CodeForm
      sentTo={t('auth.code.sent.phone', { phone: ltrIsolate(sent.phone) })}
      onVerify={verify}
      onResend={() => send(sent.phone)}
      onBack={() => setSent(null)}
      backLabel={t('auth.change.phone')}
    />
  );
}
