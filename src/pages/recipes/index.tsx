import { RecipeList } from '@/ui/recipes/RecipeList';
import { loadRecipeList } from '@/ui/recipes/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RecipesPage({ categoryId }: { categoryId: number | null }) {
  return <RecipeList categoryId={categoryId} />;
}

/** Plain CSS: no MUI (ADR 0011). */
RecipesPage.plain = true;

export const getServerSideProps = shellPage({}, loadRecipeList);
