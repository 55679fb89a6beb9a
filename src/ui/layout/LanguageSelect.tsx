import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { useShell } from '../app/ShellContext';

/**
 * Languages from the API; each lives under its own URL prefix, so a switch is a navigation (and survives
 * reload). A native select: accessible, and far lighter than MUI's Select machinery on every page.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const router = useRouter();
  const { languages, locale } = useShell();
  const id = useId();
  const available = languages.filter((l) => router.locales?.includes(l.locale));
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <label htmlFor={id} style={{ fontSize: 13, opacity: 0.75 }}>
        {t('language.title')}
      </label>
      <select
        id={id}
        value={locale}
        data-testid="language-select"
        onChange={(e) => void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: e.target.value })}
        style={{ font: 'inherit', padding: '6px 8px', borderRadius: 8, border: '1px solid currentColor', background: 'transparent', color: 'inherit' }}
      >
        {available.map((l) => (
          <option key={l.locale} value={l.locale} style={{ color: '#111' }}>
            {l.title}
          </option>
        ))}
      </select>
    </span>
  );
}
