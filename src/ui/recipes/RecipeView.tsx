import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { excerpt } from '../content/text';
import { shopHref } from '../home/ShopCard';
import { http } from '../http/browser';
import { AddAllToCart } from './AddAllToCart';
import { ingredientLines, stepLines } from './jsonld';
import { recipeQuery } from './queries';
import { RecipePrice } from './RecipeCard';
import css from './recipes.module.css';
import type { RecipeDetail } from './types';

/** Times, servings and calories as a definition list. */
function Facts({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const facts: Array<[string, string]> = [];
  if (recipe.active_time) facts.push([t('recipe.active.time'), t('recipe.minutes', { count: recipe.active_time })]);
  if (recipe.total_time) facts.push([t('recipe.total.time'), t('recipe.minutes', { count: recipe.total_time })]);
  if (recipe.servings) facts.push([t('recipe.yield'), t('recipe.servings', { count: recipe.servings })]);
  if (recipe.calories) facts.push([t('recipe.calories.title'), t('recipe.calories.value', { value: recipe.calories })]);
  return (
    <dl data-testid="recipe-facts" className={css.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={css.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Nutrition({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  if (!recipe.nutritions?.length) return null;
  return (
    <section className={css.section} aria-labelledby="recipe-nutrition">
      <h2 id="recipe-nutrition" className={css.h2}>{t('recipe.nutrition')}</h2>
      <table data-testid="recipe-nutrition" className={css.table}>
        <tbody>
          {recipe.nutritions.map((n) => (
            <tr key={n.id}>
              <th scope="row">{n.translation?.title}</th>
              <td>{n.weight}</td>
              <td>{n.percentage !== undefined ? t('recipe.daily.share', { value: n.percentage }) : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RecipeBody({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const title = recipe.translation?.title ?? '';
  const shopName = recipe.shop?.translation?.title;
  return (
    <>
      <div className={css.top}>
        <ContentImage src={recipe.img} alt={title} ratio="4 / 3" sizes="(min-width: 900px) 560px, 100vw" priority />
        <div className={css.side}>
          {recipe.translation?.description ? <p className={css.desc}>{recipe.translation.description}</p> : null}
          <Facts recipe={recipe} />
          {shopName && recipe.shop ? (
            <NextLink href={shopHref(recipe.shop)} className={css.shopLink} data-testid="recipe-shop">
              {t('recipe.from.shop', { shop: shopName })}
            </NextLink>
          ) : null}
          <RecipePrice recipe={recipe} />
          <AddAllToCart recipe={recipe} />
        </div>
      </div>
      <section className={css.section} aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients" className={css.h2}>{t('recipe.ingredients')}</h2>
        <ul data-testid="recipe-ingredients" className={css.lines}>
          {ingredientLines(recipe.ingredient?.title).map((line, i) => <li key={i}>{line}</li>)}
        </ul>
      </section>
      <section className={css.section} aria-labelledby="recipe-steps">
        <h2 id="recipe-steps" className={css.h2}>{t('recipe.instructions')}</h2>
        <ol data-testid="recipe-steps" className={css.steps}>
          {stepLines(recipe.instruction?.title).map((line, i) => <li key={i}>{line}</li>)}
        </ol>
      </section>
      <Nutrition recipe={recipe} />
    </>
  );
}

/** /recipes/[id]: one recipe, server-rendered (its Recipe JSON-LD is written by _document); an unknown id gets the 404 page. */
export function RecipeView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(recipeQuery(http, locale, id));
  const back = { href: '/recipes', label: t('recipe.back') };
  if (query.isPending || query.isError) {
    return (
      <PageFrame heading={t('recipes.title')} back={back}>
        {query.isPending ? <TextSkeleton lines={6} /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      </PageFrame>
    );
  }
  const recipe = query.data;
  return (
    <PageFrame heading={recipe.translation?.title ?? t('recipes.title')} back={back} description={excerpt(recipe.translation?.description)} testId="recipe-page">
      <RecipeBody recipe={recipe} />
    </PageFrame>
  );
}
