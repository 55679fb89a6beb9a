import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import { useCurrency } from '../currency/useCurrency';
import css from './shell.module.css';

export type PickerKind = 'language' | 'currency';

// The options, and what choosing one does, load with the list on first open (ChoiceMenu.tsx).
const ChoiceMenu = clientOnly(() => import('./ChoiceMenu').then((m) => m.default));

/**
 * A select drawn like MUI's outlined one (label on the border, value, arrow) in plain CSS, so it costs the first
 * load almost nothing; its list is MUI's menu. The button is named by the label and the value ("Language
 * English") and says it opens a listbox. One picker of a kind per page (its ids).
 */
function Picker({ kind, label, current, value }: { kind: PickerKind; label: string; current: string; value: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `${kind}-picker`;
  return (
    <span className={css.picker}>
      <span id={`${id}-label`}>{label}</span>
      <button type="button" aria-haspopup="listbox" aria-expanded={!!anchor} aria-labelledby={`${id}-label ${id}-value`} data-testid={id} data-value={value} onClick={(e) => setAnchor(e.currentTarget)}>
        <span id={`${id}-value`}>{current}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      {anchor && <ChoiceMenu kind={kind} anchor={anchor} labelId={`${id}-label`} value={value} onClose={() => setAnchor(null)} />}
    </span>
  );
}

/** Languages from the API; each lives under its own URL prefix, so a switch is a navigation. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { languages, locale } = useShell();
  return <Picker kind="language" label={t('language.title')} current={languages.find((l) => l.locale === locale)?.title ?? locale} value={locale} />;
}

/** The active currencies (`rest/currencies/active`); a choice reprices every price through `currency_id`. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currencies } = useShell();
  const currency = useCurrency();
  return currencies.length > 1 ? <Picker kind="currency" label={t('currency.title')} current={currency?.symbol ?? ''} value={String(currency?.id ?? '')} /> : null;
}
