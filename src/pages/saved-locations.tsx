import { SavedLocationsView } from '@/ui/addresses/SavedLocationsView';
import { shellPage } from '@/ui/ssr/shell';

export default function SavedLocationsPage() {
  return <SavedLocationsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
SavedLocationsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true });
