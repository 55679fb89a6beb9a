import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
import type { RecipeDetail } from './types';

const section = { mt: 4 } as const;
const heading = { fontWeight: 700, mb: 1.5 } as const;

/** Times, servings and calories as a definition list. */
function Facts({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const facts: Array<[string, string]> = [];
  if (recipe.active_time) facts.push([t('recipe.active.time'), t('recipe.minutes', { count: recipe.active_time })]);
  if (recipe.total_time) facts.push([t('recipe.total.time'), t('recipe.minutes', { count: recipe.total_time })]);
  if (recipe.servings) facts.push([t('recipe.yield'), t('recipe.servings', { count: recipe.servings })]);
  if (recipe.calories) facts.push([t('recipe.calories.title'), t('recipe.calories.value', { value: recipe.calories })]);
  return (
    <Box component="dl" data-testid="recipe-facts" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 2, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function Nutrition({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  if (!recipe.nutritions?.length) return null;
  return (
    <Box component="section" sx={section} aria-labelledby="recipe-nutrition">
      <Typography id="recipe-nutrition" component="h2" variant="h6" sx={heading}>{t('recipe.nutrition')}</Typography>
      <Box component="table" data-testid="recipe-nutrition" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } }}>
        <tbody>
          {recipe.nutritions.map((n) => (
            <tr key={n.id}>
              <th scope="row">{n.translation?.title}</th>
              <td>{n.weight}</td>
              <td>{n.percentage !== undefined ? t('recipe.daily.share', { value: n.percentage }) : null}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function RecipeBody({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const title = recipe.translation?.title ?? '';
  const shopName = recipe.shop?.translation?.title;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <ContentImage src={recipe.img} alt={title} ratio="4 / 3" sizes="(min-width: 900px) 560px, 100vw" priority />
        <Box sx={{ display: 'grid', gap: 2 }}>
          {recipe.translation?.description ? <Typography color="text.secondary">{recipe.translation.description}</Typography> : null}
          <Facts recipe={recipe} />
          {shopName && recipe.shop ? (
            <Link component={NextLink} href={shopHref(recipe.shop)} underline="hover" sx={{ fontWeight: 600 }} data-testid="recipe-shop">
              {t('recipe.from.shop', { shop: shopName })}
            </Link>
          ) : null}
          <RecipePrice recipe={recipe} />
          <AddAllToCart recipe={recipe} />
        </Box>
      </Box>
      <Box component="section" sx={section} aria-labelledby="recipe-ingredients">
        <Typography id="recipe-ingredients" component="h2" variant="h6" sx={heading}>{t('recipe.ingredients')}</Typography>
        <Box component="ul" data-testid="recipe-ingredients" sx={{ m: 0, ps: 3, display: 'grid', gap: 0.5 }}>
          {ingredientLines(recipe.ingredient?.title).map((line, i) => <li key={i}>{line}</li>)}
        </Box>
      </Box>
      <Box component="section" sx={section} aria-labelledby="recipe-steps">
        <Typography id="recipe-steps" component="h2" variant="h6" sx={heading}>{t('recipe.instructions')}</Typography>
        <Box component="ol" data-testid="recipe-steps" sx={{ m: 0, ps: 3, display: 'grid', gap: 1, lineHeight: 1.7 }}>
          {stepLines(recipe.instruction?.title).map((line, i) => <li key={i}>{line}</li>)}
        </Box>
      </Box>
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
