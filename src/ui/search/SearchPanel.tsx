import MuiScope from '../app/MuiScope';
import { SearchHistory } from './SearchHistory';
import { SearchSuggestions } from './SearchSuggestions';

/** The search panel's content (MUI lists), loaded on first focus: suggestions for a term, else the history. */
export default function SearchPanel({ term, suggest, onPickSuggestion, onPickHistory }: { term: string; suggest: boolean; onPickSuggestion: () => void; onPickHistory: (term: string) => void }) {
  return <MuiScope>{suggest ? <SearchSuggestions term={term} onPick={onPickSuggestion} /> : <SearchHistory onPick={onPickHistory} />}</MuiScope>;
}
