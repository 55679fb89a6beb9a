import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { branchesQuery } from './queries';
import css from './shop.module.css';

/** The shop's branches (pickup points); nothing when it has none. */
export function ShopBranches({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(branchesQuery(http, locale, id));
  const branches = query.data?.data ?? [];
  if (!query.isPending && branches.length === 0) return null;
  return (
    <section aria-labelledby="shop-branches-title" data-testid="shop-branches" className={css.box}>
      <h2 id="shop-branches-title" className={css.boxTitle}>
        {t('shop.branches')}
      </h2>
      {query.isPending ? (
        <span className={`${ui.skel} ${ui.skelLine}`} />
      ) : (
        <ul className={css.list}>
          {branches.map((b) => (
            <li key={b.id}>
              <p className={css.branchName}>{b.translation?.title ?? ''}</p>
              <p className={`${css.muted} ${css.body2} ${css.wrap}`}>
                <bdi>{b.address?.address ?? ''}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
