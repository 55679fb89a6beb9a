import { RecipeView } from '@/ui/recipes/RecipeView';
import { loadRecipe } from '@/ui/recipes/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RecipePage({ id }: { id: string }) {
  return <RecipeView key={id} id={id} />;
}

/** Plain CSS: no MUI (ADR 0011). */
RecipePage.plain = true;

export const getServerSideProps = shellPage({}, loadRecipe);
