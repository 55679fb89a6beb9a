import Link from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { BrandLogo } from '../layout/BrandLogo';
import ui from './plain.module.css';

/** The render-failure screen (spec §2); plain markup, since the error boundary ships with every page. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: 24 }}>
      <div>
        <Link href="/" onClick={onRetry} aria-label="Groops" style={{ display: 'inline-block', color: 'inherit' }}>
          <BrandLogo />
        </Link>
        <h1 style={{ margin: '24px 0 16px', fontSize: '1.5rem', fontWeight: 400 }}>{t('error.boundary.title', 'Oops, something went wrong!')}</h1>
        <button type="button" className={`${ui.btn} ${ui.contained}`} onClick={onRetry}>
          {t('error.boundary.retry', 'Try again')}
        </button>
      </div>
    </div>
  );
}
