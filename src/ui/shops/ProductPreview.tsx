import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { http } from '../http/browser';
import { defaultStock } from './pricing';
import { PriceTag } from './ProductCard';
import { productQuery } from './queries';

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
    <Box component="section" aria-labelledby="product-preview-title" data-testid="product-preview" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' }, border: 1, borderColor: 'divider', borderRadius: 3, p: 2, mt: 3 }}>
      <ContentImage src={product.img} alt={name} ratio="4 / 3" sizes="(min-width: 600px) 200px, 100vw" />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="product-preview-title" component="h2" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {product.translation?.description ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {product.translation.description}
          </Typography>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <PriceTag stock={defaultStock(product)} size="h6" />
        </Box>
      </Box>
    </Box>
  );
}
