import { RecipeView } from '@/ui/recipes/RecipeView';
import { loadRecipe } from '@/ui/recipes/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RecipePage({ id, jsonLd }: { id: string; jsonLd?: string }) {
  return <RecipeView key={id} id={id} jsonLd={jsonLd} />;
}

export const getServerSideProps = shellPage({}, loadRecipe);
