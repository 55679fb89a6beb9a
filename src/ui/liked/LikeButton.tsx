import { useTranslation } from 'next-i18next/pages';
import css from '../home/cards.module.css';
import type { ShopItem } from '../types/api';
import { useLike } from './useLike';

/** The heart on a shop card (a plain button: every card has one). */
export function LikeButton({ shop }: { shop: ShopItem }) {
  const { t } = useTranslation();
  const { liked, toggle } = useLike(shop);
  return (
    <button
      type="button"
      className={css.heart}
      aria-label={liked ? t('liked.remove') : t('liked.add')}
      aria-pressed={liked}
      data-testid="like-button"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle();
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.4 5 6.9 5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z"
        />
      </svg>
    </button>
  );
}
