import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { suggestionsQuery, type Suggestion } from './api';

/** Typing waits this long before asking the geocoder, so a word costs one request, not one per letter. */
const DEBOUNCE_MS = 250;

/**
 * The text of an address search box and the geocoder's suggestions for it (rest/geocode/search), shared by the
 * MUI box (AddressSearch) and the plain one (PlainAddressSearch). `value` is the street picked so far.
 */
export function useAddressSuggestions(value: string) {
  const [input, setInput] = useState(value);
  const [asked, setAsked] = useState('');
  // A pick from elsewhere (the map) shows in the box: adjusted while rendering, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setInput(value);
  }
  useEffect(() => {
    const timer = setTimeout(() => setAsked(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const typing = asked !== value.trim();
  const found = useQuery({ ...suggestionsQuery(asked), enabled: typing && asked.length >= 2 });
  const options: Suggestion[] = typing ? (found.data ?? []) : [];
  return { input, setInput, options, loading: found.isFetching };
}
