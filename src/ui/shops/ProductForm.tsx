import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { newCartLine } from '../cart/new-line';
import { useCartActions } from '../cart/useCartActions';
import type { Product, Stock } from '../types/api';
import { AddonChoices, ExtraChoices } from './ProductChoices';
import { clampQty, defaultStock, extraGroups, matchStock, picksOf, qtyBounds, totalPrice, type Picks } from './pricing';
import { PriceTag } from './ProductCard';
import { QtyStepper } from './QtyStepper';
import { useMoney } from './useMoney';

/** The modal's choices: extras select the stock, add-ons and quantity; the total follows every change. */
export function ProductForm({ product, shopId, onAdded }: { product: Product; shopId: number; onAdded: () => void }) {
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

  return (
    <Box data-testid="product-form">
      <PriceTag stock={stock} size="h6" />
      <ExtraChoices groups={groups} stocks={stocks} picks={picks} onPick={pick} />
      <AddonChoices addons={stock?.addons ?? []} quantities={addonQty} onChange={(id, n) => setAddonQty((q) => ({ ...q, [id]: n }))} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('product.quantity')}
          </Typography>
          <QtyStepper testId="product-qty" value={quantity} min={bounds.min} max={Math.max(bounds.min, bounds.max)} onChange={(n) => setQty(clampQty(n, bounds))} />
        </Box>
        {soldOut ? (
          <Typography color="error" sx={{ fontWeight: 700 }}>
            {t('product.out.of.stock')}
          </Typography>
        ) : null}
      </Box>
      <Button fullWidth size="large" variant="contained" disabled={soldOut} onClick={add} data-testid="add-to-cart" sx={{ mt: 3 }}>
        {t('product.add.with.price', { price: format(total) })}
      </Button>
      <Typography component="output" data-testid="product-total" data-total={total.toFixed(2)} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {format(total)}
      </Typography>
    </Box>
  );
}
