import { useTranslation } from '@/ui/i18n/texts';
import { ContentImage } from '../content/ContentImage';
import type { Stock } from '../types/api';
import type { MenuProduct, MenuStock } from './menu-data';
import { unitPrice } from './pricing';
import css from './shop.module.css';
import { useMoney } from './useMoney';

/** Price and, when discounted, the price before the discount. */
export function PriceTag({ stock, size = 'body1' }: { stock?: Stock | MenuStock; size?: 'body1' | 'h6' }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const price = unitPrice(stock);
  const old = stock?.discount ? price + stock.discount : null;
  return (
    <div className={css.priceTag}>
      <span data-testid="price" className={size === 'h6' ? `${css.price} ${css.priceLarge}` : css.price}>
        {format(price)}
      </span>
      {old ? (
        <s className={`${css.body2} ${css.muted}`} aria-label={t('product.old.price', { price: format(old) })}>
          {format(old)}
        </s>
      ) : null}
    </div>
  );
}

/** One menu item; opening it shows the product modal (the link works before hydration too). */
export function ProductCard({ product, onOpen }: { product: MenuProduct; onOpen: (product: MenuProduct) => void }) {
  const { t } = useTranslation();
  const name = product.translation?.title ?? '';
  return (
    <article data-testid="product-card" data-uuid={product.uuid} className={css.card}>
      <a
        href={`?product=${product.uuid}`}
        aria-label={t('product.open', { name })}
        className={css.cardLink}
        onClick={(event) => {
          event.preventDefault();
          onOpen(product);
        }}
      >
        <ContentImage src={product.img} alt={name} ratio="4 / 3" radius={0} sizes="(min-width: 1200px) 220px, (min-width: 600px) 33vw, 50vw" />
        <div className={css.cardBody}>
          <h3 className={css.cardName} data-testid="product-name">
            {name}
          </h3>
          <div className={css.cardPrice}>
            <PriceTag stock={product.stock} />
          </div>
        </div>
      </a>
    </article>
  );
}
