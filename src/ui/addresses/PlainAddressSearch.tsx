import { useTranslation } from '@/ui/i18n/texts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { OutlinedField } from '../app/OutlinedField';
import type { Suggestion } from './api';
import css from './plain-address-search.module.css';
import { useAddressSuggestions } from './useAddressSuggestions';

interface Props {
  /** The input's id; the list's ids derive from it as MUI's do (`<id>-listbox`, `<id>-option-<n>`). */
  id: string;
  /** The street line picked so far (shown in the box). */
  value: string;
  onPick: (s: Suggestion) => void;
  onBlur?: () => void;
  error?: string | false;
  /** The help line under the box; the default also offers the map, so a form without one says otherwise. */
  hint?: string;
}

const CLEAR = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * AddressSearch (MUI's freeSolo Autocomplete) in plain CSS for plain pages: the same combobox ARIA (listbox,
 * options, aria-activedescendant), keys (arrows wrap, Enter picks the highlighted suggestion, Escape closes),
 * "Loading…" while the geocoder answers and a clear button on hover or focus, without MUI in the first load.
 */
export function PlainAddressSearch({ id, value, onPick, onBlur, error, hint }: Props) {
  const { t } = useTranslation();
  const { input, setInput, options, loading } = useAddressSuggestions(value);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const showList = open && options.length > 0;
  const popup = showList || (open && loading);
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const pick = (s: Suggestion) => {
    close();
    onPick(s);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (!options.length) return;
    setHighlighted((i) => (i === -1 ? (step === 1 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && showList && highlighted !== -1) {
      event.preventDefault(); // otherwise Enter submits the form, as with MUI's box
      pick(options[highlighted]);
    } else if (event.key === 'Escape' && popup) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const active = showList && highlighted !== -1 ? `${id}-option-${highlighted}` : undefined;
  return (
    <div className={css.search}>
      <OutlinedField
        id={id}
        label={t('address.search.label')}
        required
        error={Boolean(error)}
        helperText={error || hint || t('address.search.hint')}
        helperTestId="address-search-error"
        filled={input !== ''}
        className={css.field}
        inputProps={{
          ref: inputRef,
          value: input,
          placeholder: t('address.search.placeholder'),
          maxLength: 100,
          dir: 'auto',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': popup,
          'aria-controls': popup ? `${id}-listbox` : undefined,
          'aria-activedescendant': active,
          'data-testid': 'address-search',
          onChange: (e) => {
            setInput(e.target.value);
            setHighlighted(-1);
            setOpen(true);
          },
          // A click on the box opens the list, or closes it while the box is empty (MUI's toggle).
          onMouseDown: () => (input === '' || !open) && setOpen(!open),
          onKeyDown,
          onBlur: () => {
            close();
            onBlur?.();
          },
        }}
      />
      {input !== '' && (
        <button
          type="button"
          tabIndex={-1}
          className={css.clear}
          aria-label={t('search.clear')}
          title={t('search.clear')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setInput('');
            inputRef.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d={CLEAR} />
          </svg>
        </button>
      )}
      {popup && (
        <div className={css.paper}>
          {showList ? (
            // The list keeps the focus in the box (MUI's listbox does the same on mousedown).
            <ul id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className={css.listbox} onMouseDown={(e) => e.preventDefault()}>
              {options.map((o, i) => (
                <li
                  key={`${o.label}-${i}`}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={false}
                  tabIndex={-1}
                  data-option-index={i}
                  data-testid="address-suggestion"
                  dir="auto"
                  className={i === highlighted ? `${css.option} ${css.focused}` : css.option}
                  onMouseMove={() => setHighlighted(i)}
                  onTouchStart={() => setHighlighted(i)}
                  onClick={() => pick(o)}
                >
                  {o.label}
                </li>
              ))}
            </ul>
          ) : (
            <div className={css.loading}>{t('common.loading')}</div>
          )}
        </div>
      )}
    </div>
  );
}
