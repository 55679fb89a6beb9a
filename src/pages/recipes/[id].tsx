import { RecipeView } from '@/ui/recipes/RecipeView';
import { loadRecipe } from '@/ui/recipes/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RecipePage({ id }: { id: string }) {
  return <RecipeView key={id} id={id} />;
}

export const getServerSideProps = shellPage({}, loadRecipe);
