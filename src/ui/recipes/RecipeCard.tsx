import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { ContentImage } from '../content/ContentImage';
import { useMoney } from '../shops/useMoney';
import type { Recipe } from './types';

/** Times and servings as short labels (list cards and the recipe page). */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const facts = [
    recipe.total_time ? `${t('recipe.total.time')}: ${t('recipe.minutes', { count: recipe.total_time })}` : null,
    recipe.servings ? t('recipe.servings', { count: recipe.servings }) : null,
    recipe.calories ? t('recipe.calories.value', { value: recipe.calories }) : null,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {facts.join(' · ')}
    </Typography>
  );
}

/** The bundle price after the recipe discount, with the price before it struck through. */
export function RecipePrice({ recipe }: { recipe: Recipe }) {
  const { format } = useMoney();
  if (recipe.total_price === undefined) return null;
  return (
    <Typography component="p" sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }} data-testid="recipe-price">
      <span>{format(recipe.total_price)}</span>
      {recipe.discount && recipe.origin_price ? (
        <Typography component="s" variant="body2" color="text.secondary">
          {format(recipe.origin_price)}
        </Typography>
      ) : null}
    </Typography>
  );
}

export function RecipeCard({ recipe, priority = false }: { recipe: Recipe; priority?: boolean }) {
  const title = recipe.translation?.title ?? '';
  return (
    <Box component="article" data-testid="recipe-card" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper', minWidth: 0 }}>
      <CardActionArea component={NextLink} href={`/recipes/${recipe.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <ContentImage src={recipe.img} alt={title} radius={0} ratio="4 / 3" sizes="(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw" priority={priority} />
        <Box sx={{ p: 2, flex: 1, display: 'grid', gap: 0.5 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {recipe.shop?.translation?.title ? (
            <Typography variant="body2" color="text.secondary">
              {recipe.shop.translation.title}
            </Typography>
          ) : null}
          <RecipeFacts recipe={recipe} />
          <RecipePrice recipe={recipe} />
        </Box>
      </CardActionArea>
    </Box>
  );
}
