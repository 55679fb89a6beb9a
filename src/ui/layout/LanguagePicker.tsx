import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { Picker } from './Picker';

/** Languages from the API; each lives under its own URL prefix, so a switch is a navigation (and survives reload). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const router = useRouter();
  const { languages, locale } = useShell();
  const choices = languages.filter((l) => router.locales?.includes(l.locale)).map((l) => ({ value: l.locale, label: l.title, lang: l.locale }));
  return (
    <Picker
      label={t('language.title')}
      choices={choices}
      value={locale}
      testId="language-picker"
      onChoose={(next) => void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: next })}
    />
  );
}
