import { RecipeView } from '@/ui/recipes/RecipeView';
import { loadRecipe } from '@/ui/recipes/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RecipePage({ id, jsonLd }: { id: string; jsonLd?: string }) {
  return <RecipeView key={id} id={id} jsonLd={jsonLd} />;
}

/** Plain CSS: no MUI (ADR 0011). */
RecipePage.plain = true;

export const getServerSideProps = shellPage({}, loadRecipe);
