import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import cards from '../content/cards.module.css';
import { ContentImage } from '../content/ContentImage';
import { useMoney } from '../shops/useMoney';
import css from './recipes.module.css';
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
    <p className={css.body2}>{facts.join(' · ')}</p>
  );
}

/** The bundle price after the recipe discount, with the price before it struck through. */
export function RecipePrice({ recipe }: { recipe: Recipe }) {
  const { format } = useMoney();
  if (recipe.total_price === undefined) return null;
  return (
    <p className={css.price} data-testid="recipe-price">
      <span>{format(recipe.total_price)}</span>
      {recipe.discount && recipe.origin_price ? <s className={css.body2}>{format(recipe.origin_price)}</s> : null}
    </p>
  );
}

export function RecipeCard({ recipe, priority = false }: { recipe: Recipe; priority?: boolean }) {
  const title = recipe.translation?.title ?? '';
  return (
    <article data-testid="recipe-card" className={cards.card}>
      <NextLink href={`/recipes/${recipe.id}`} className={`${cards.link} ${cards.column}`}>
        <ContentImage src={recipe.img} alt={title} radius={0} ratio="4 / 3" sizes="(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw" priority={priority} />
        <div className={css.body}>
          <h2 className={css.name}>{title}</h2>
          {recipe.shop?.translation?.title ? <p className={css.body2}>{recipe.shop.translation.title}</p> : null}
          <RecipeFacts recipe={recipe} />
          <RecipePrice recipe={recipe} />
        </div>
      </NextLink>
    </article>
  );
}
