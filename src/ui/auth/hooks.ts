import type { FormikHelpers, FormikValues } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSession } from '../app/Session';
import type { User } from '../types/api';
import { describeFailure, type Translate } from './errors';
import { safeNext, withNext } from './redirect';

/** `t` narrowed to the helpers' Translate type (stable while the language is). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useMemo(() => (key, options) => String(t(key, options as never)), [t]);
}

/**
 * Completes a sign-in: stores the user (cookie + state) and goes to `to`, else to the safe `next` parameter.
 * A user with no name yet (new phone account) fills the details first.
 */
export function useFinishSignIn() {
  const { signIn } = useSession();
  const router = useRouter();
  return useCallback(
    async (user: User, to?: string) => {
      signIn(user);
      const destination = to ?? safeNext(router.query.next);
      await router.push(user.firstname ? destination : withNext('/update-details', destination));
    },
    [router, signIn],
  );
}

/**
 * A formik onSubmit around an API action: one call at a time, API `params` errors land on the form's fields,
 * everything else in `error` (the form shows it in an alert). Values stay as typed.
 */
export function useSubmit<V extends FormikValues>(action: (values: V) => Promise<void>, aliases: Record<string, string> = {}) {
  const t = useTranslate();
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = useCallback(
    async (values: V, helpers: FormikHelpers<V>) => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      try {
        await action(values);
      } catch (failure) {
        const view = describeFailure(failure, t, Object.keys(values), aliases);
        helpers.setErrors(view.fields as never);
        setError(view.message);
      } finally {
        busy.current = false;
      }
    },
    [action, aliases, t],
  );
  return { onSubmit, error, setError };
}
