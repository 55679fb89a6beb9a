import { SavedLocationsView } from '@/ui/addresses/SavedLocationsView';
import { shellPage } from '@/ui/ssr/shell';

export default function SavedLocationsPage() {
  return <SavedLocationsView />;
}

export const getServerSideProps = shellPage({ signedIn: true });
