import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/ui/i18n/texts';
import type { Suggestion } from './api';
import { useAddressSuggestions } from './useAddressSuggestions';

interface Props {
  /** The street line picked so far (shown in the box). */
  value: string;
  onPick: (s: Suggestion) => void;
  onBlur?: () => void;
  error?: string | false;
  autoFocus?: boolean;
}

/** "Find your address": type part of a street or place, pick a suggestion (rest/geocode/search). */
export function AddressSearch({ value, onPick, onBlur, error, autoFocus }: Props) {
  const { t } = useTranslation();
  const { input, setInput, options, loading } = useAddressSuggestions(value);
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
      loading={loading}
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
