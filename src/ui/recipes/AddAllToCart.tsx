import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { useHydrated } from '../app/client-only';
import ui from '../app/plain.module.css';
import { notify } from '../app/notify';
import { useCartActions } from '../cart/useCartActions';
import { recipeCartLines } from './add-all';
import type { RecipeDetail } from './types';

/**
 * "Add all ingredients to cart": every ingredient the shop sells now, in one request. A cart of another shop
 * gets the cart's own "start a new cart?" question; the bundle discount is worked out by the server.
 */
export function AddAllToCart({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { addLines } = useCartActions();
  const [busy, setBusy] = useState(false);
  const lines = recipeCartLines(recipe);
  const addAll = async () => {
    setBusy(true);
    try {
      if ((await addLines(lines)) === 'added') void notify('success', t('recipe.added'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${ui.btn} ${ui.contained} ${ui.large}`} disabled={!lines.length || busy} onClick={() => void addAll()} data-testid="recipe-add-all" data-hydrated={hydrated || undefined}>
      {t('recipe.add.all.to.cart')}
    </button>
  );
}
