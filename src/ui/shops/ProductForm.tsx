import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState, type ReactNode } from 'react';
import { newCartLine } from '../cart/new-line';
import { useCartActions } from '../cart/useCartActions';
import type { Product, Stock } from '../types/api';
import { AddonChoices, ExtraChoices } from './ProductChoices';
import { clampQty, defaultStock, extraGroups, matchStock, picksOf, qtyBounds, totalPrice, type Picks } from './pricing';
import { PriceTag } from './ProductCard';
import { QtyStepper } from './QtyStepper';
import { useMoney } from './useMoney';

/**
 * The dialog's body and footer: `children` (picture, description) and the choices scroll; quantity and Add to
 * cart with the running total stay in the footer. Extras select the stock; the total follows every change.
 */
export function ProductForm({ product, shopId, onAdded, children }: { product: Product; shopId: number; onAdded: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const cart = useCartActions();
  const stocks = useMemo(() => product.stocks ?? (product.stock ? [product.stock] : []), [product]);
  const groups = useMemo(() => extraGroups(stocks), [stocks]);
  const [stock, setStock] = useState<Stock | undefined>(() => defaultStock(product));
  const [picks, setPicks] = useState<Picks>(() => picksOf(defaultStock(product)));
  const [addonQty, setAddonQty] = useState<Record<number, number>>({});
  const bounds = qtyBounds(product, stock);
  const [qty, setQty] = useState(() => clampQty(product.min_qty ?? 1, qtyBounds(product, defaultStock(product))));
  const quantity = clampQty(qty, bounds);

  const addonStocks = useMemo(() => new Map((stock?.addons ?? []).flatMap((a) => (a.product?.stock ? [[a.product.stock.id, a.product.stock] as const] : []))), [stock]);
  const chosenAddons = Object.entries(addonQty)
    .map(([id, n]) => ({ stock: addonStocks.get(Number(id)), quantity: n }))
    .filter((a): a is { stock: Stock; quantity: number } => Boolean(a.stock) && a.quantity > 0);
  const total = totalPrice(stock, quantity, chosenAddons);
  const soldOut = !stock || (stock.quantity ?? 0) <= 0 || bounds.max < bounds.min;

  const pick = (group: number, value: number) => {
    const next = { ...picks, [group]: value };
    const found = matchStock(stocks, next, group);
    setPicks(found ? picksOf(found) : next);
    if (found) setStock(found);
  };

  const add = () => {
    if (!stock || soldOut) return;
    // A line from another shop closes the modal too: the "start a new cart?" dialog takes over.
    void cart.add(newCartLine(product, shopId, stock, quantity, chosenAddons));
    onAdded();
  };

  const name = product.translation?.title ?? '';
  return (
    <>
      <DialogContent dividers data-testid="product-form">
        {children}
        <Box sx={{ mt: children ? 2 : 0 }}>
          <PriceTag stock={stock} size="h6" />
        </Box>
        <ExtraChoices groups={groups} stocks={stocks} picks={picks} onPick={pick} />
        <AddonChoices addons={stock?.addons ?? []} quantities={addonQty} onChange={(id, n) => setAddonQty((q) => ({ ...q, [id]: n }))} />
        {soldOut ? (
          <Typography color="error" sx={{ fontWeight: 700, mt: 2 }}>
            {t('product.out.of.stock')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions data-testid="product-modal-footer" sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1.5, flexWrap: 'wrap', pb: 'max(12px, env(safe-area-inset-bottom))' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('product.quantity')}
          </Typography>
          <QtyStepper testId="product-qty" name={name} value={quantity} min={bounds.min} max={Math.max(bounds.min, bounds.max)} onChange={(n) => setQty(clampQty(n, bounds))} />
        </Box>
        <Button size="large" variant="contained" disabled={soldOut} onClick={add} data-testid="add-to-cart" sx={{ flex: '1 1 180px', m: '0 !important' }}>
          {t('product.add.with.price', { price: format(total) })}
        </Button>
        <Typography component="output" data-testid="product-total" data-total={total.toFixed(2)} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {format(total)}
        </Typography>
      </DialogActions>
    </>
  );
}
