import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { HeartIcon } from '../app/icons';

/** Favourites (/liked) from every header: guests keep theirs on the device, signed-in users on their account. */
export function LikedLink() {
  const { t } = useTranslation();
  return (
    <NextLink href="/liked" prefetch={false} className={ui.icon} aria-label={t('liked.title')} data-testid="liked-link">
      <HeartIcon style={{ fontSize: 22 }} />
    </NextLink>
  );
}
