import { useTranslation } from '@/ui/i18n/texts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useHydrated } from '../app/client-only';
import ui from '../app/plain.module.css';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { authApi } from '../auth/api';
import { describeFailure } from '../auth/errors';
import { useTranslate } from '../auth/hooks';
import css from './profile.module.css';

/** What the API accepts (it checks the bytes again and re-encodes); checked here first to spare a 2 MB upload. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const REFUSED = ['ERROR_400', 'ERROR_413', 'ERROR_415'];

export function acceptableAvatar(file: { type: string; size: number }): boolean {
  return ACCEPTED.includes(file.type) && file.size > 0 && file.size <= AVATAR_MAX_BYTES;
}

/** "Change photo": uploads through dashboard/galleries, then saves the URL as the profile's avatar. */
export function AvatarUpload() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { user, signIn } = useSession();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    if (!acceptableAvatar(file)) {
      void notify('error', t('profile.avatar.invalid'));
      return;
    }
    setBusy(true);
    try {
      const { title } = await authApi.uploadImage(file, 'users');
      signIn(await authApi.updateProfile({ firstname: user.firstname ?? '', images: [title] }));
      void notify('success', t('profile.avatar.updated'));
    } catch (failure) {
      // A refused file gets the one translated rule; anything else (network, 429, 5xx) its usual message.
      const view = describeFailure(failure, tr);
      void notify('error', REFUSED.includes(view.statusCode ?? '') ? t('profile.avatar.invalid') : (view.message ?? t('profile.avatar.invalid')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden onChange={onPick} data-testid="avatar-file-input" aria-label={t('profile.change.photo')} />
      <button type="button" className={`${ui.btn} ${ui.small} ${css.textButton}`} disabled={busy} aria-busy={busy} onClick={() => input.current?.click()} data-testid="avatar-upload" data-hydrated={hydrated || undefined}>
        {t('profile.change.photo')}
      </button>
    </>
  );
}
