import { useTranslation } from '@/ui/i18n/texts';
import { HeartIcon } from '../app/icons';
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
      <HeartIcon filled={liked} style={{ fontSize: 20 }} />
    </button>
  );
}
