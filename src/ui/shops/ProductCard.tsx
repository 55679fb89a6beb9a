import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ContentImage } from '../content/ContentImage';
import type { Product, Stock } from '../types/api';
import { unitPrice } from './pricing';
import { useMoney } from './useMoney';

/** Price and, when discounted, the price before the discount. */
export function PriceTag({ stock, size = 'body1' }: { stock?: Stock; size?: 'body1' | 'h6' }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const price = unitPrice(stock);
  const old = stock?.discount ? price + stock.discount : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant={size} component="span" data-testid="price" sx={{ fontWeight: 800 }}>
        {format(price)}
      </Typography>
      {old ? (
        <Typography variant="body2" component="s" color="text.secondary" aria-label={t('product.old.price', { price: format(old) })}>
          {format(old)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One menu item; opening it shows the product modal. */
export function ProductCard({ product, onOpen }: { product: Product; onOpen: (product: Product) => void }) {
  const { t } = useTranslation();
  const name = product.translation?.title ?? '';
  return (
    <Box component="article" data-testid="product-card" data-uuid={product.uuid} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper', minWidth: 0 }}>
      <CardActionArea
        component="a"
        href={`?product=${product.uuid}`}
        aria-label={t('product.open', { name })}
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          onOpen(product);
        }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ContentImage src={product.img} alt={name} ratio="4 / 3" radius={0} sizes="(min-width: 1200px) 220px, (min-width: 600px) 33vw, 50vw" />
        <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }} data-testid="product-name">
            {name}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <PriceTag stock={product.stock} />
          </Box>
        </Box>
      </CardActionArea>
    </Box>
  );
}
