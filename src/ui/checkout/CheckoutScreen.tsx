import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { clientOnly } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import frame from '../content/frame.module.css';
import { PageTitle } from '../content/PageTitle';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { shopQuery } from '../shops/queries';
import { BodySkeleton } from './BodySkeleton';
import css from './checkout-screen.module.css';

// The form needs the signed-in cart, which only the browser asks for: the server sends the heading and the
// skeleton, and the form (sections, formik, yup) loads after, off the page's first load.
const CheckoutBody = clientOnly(() => import('./CheckoutBody').then((m) => m.default), BodySkeleton);

/** /restaurant/[id]/checkout and /shop/[id]/checkout (signed-in only; the server sends guests to /login). Plain CSS around the form. */
export function CheckoutScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const shop = useQuery(shopQuery(http, locale, id));
  // The page's <title> in every state (it had none: the document was untitled).
  const title = <PageTitle title={t('checkout.title')} />;
  if (shop.isPending) return <div className={css.frame}>{title}<TextSkeleton lines={8} /></div>;
  if (shop.isError) return <div className={css.frame}>{title}<ErrorState error={shop.error} onRetry={() => void shop.refetch()} /></div>;
  return (
    <div className={css.frame}>
      {title}
      <div className={css.head}>
        <h1 className={css.title}>{t('checkout.title')}</h1>
        <p className={`${frame.text} ${frame.secondary}`} style={{ overflowWrap: 'anywhere' }}>
          {t('cart.from.shop', { shop: shop.data.translation?.title ?? '' })}
        </p>
      </div>
      <CheckoutBody shop={shop.data} />
    </div>
  );
}
