import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect, useState } from 'react';
import { suggestionsQuery, type Suggestion } from './api';

interface Props {
  /** The street line picked so far (shown in the box). */
  value: string;
  onPick: (s: Suggestion) => void;
  onBlur?: () => void;
  error?: string | false;
  autoFocus?: boolean;
}

/** Typing waits this long before asking the geocoder, so a word costs one request, not one per letter. */
const DEBOUNCE_MS = 250;

/** "Find your address": type part of a street or place, pick a suggestion (rest/geocode/search). */
export function AddressSearch({ value, onPick, onBlur, error, autoFocus }: Props) {
  const { t } = useTranslation();
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
  const options = typing ? (found.data ?? []) : [];
  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.label === b.label}
      inputValue={input}
      onInputChange={(_, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      loading={found.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('address.not.found')}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props} data-testid="address-suggestion" dir="auto">
          {o.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('address.search.label')}
          placeholder={t('address.search.placeholder')}
          required
          autoFocus={autoFocus}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error || t('address.search.hint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, dir: 'auto', 'data-testid': 'address-search' }, formHelperText: { role: error ? 'alert' : undefined, 'data-testid': 'address-search-error' } as object }}
        />
      )}
    />
  );
}
