import { useQuery } from '@tanstack/react-query';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { http } from '../http/browser';
import { defaultStock } from './pricing';
import { PriceTag } from './ProductCard';
import { productQuery } from './queries';
import css from './shop.module.css';

/**
 * The deep-linked product (`?product=<uuid>`) in the page itself, so the server HTML carries its name,
 * description and price; the modal opens over it once the page is interactive.
 */
export function ProductPreview({ uuid }: { uuid: string }) {
  const { locale } = useShell();
  const query = useQuery(productQuery(http, locale, uuid));
  const product = query.data;
  if (!product) return null;
  const name = product.translation?.title ?? '';
  return (
    <section aria-labelledby="product-preview-title" data-testid="product-preview" className={`${css.box} ${css.preview}`}>
      <ContentImage src={product.img} alt={name} ratio="4 / 3" sizes="(min-width: 600px) 200px, 100vw" />
      <div style={{ minWidth: 0 }}>
        <h2 id="product-preview-title" className={`${css.h2} ${css.wrap}`}>
          {name}
        </h2>
        {product.translation?.description ? (
          <p className={css.muted} style={{ marginTop: 8 }}>
            {product.translation.description}
          </p>
        ) : null}
        <div style={{ marginTop: 8 }}>
          <PriceTag stock={defaultStock(product)} size="h6" />
        </div>
      </div>
    </section>
  );
}
