// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { memo } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TextsProvider, useTranslation } from './texts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function instance() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', fallbackLng: 'en', keySeparator: false, nsSeparator: false, defaultNS: 'translation', resources: { en: { translation: { hello: 'Hello {{name}}' }, errors: { oops: 'Oops' } }, ar: { translation: { hello: 'مرحبا {{name}}' } } } });
  return i18n;
}

const seen = new Set<unknown>();
const Greeting = memo(function Greeting() {
  const { t } = useTranslation();
  seen.add(t);
  return (
    <p data-testid="greeting">
      {t('hello', { name: 'Rae' })} · {t('late')} · {t('oops', { ns: 'errors' })}
    </p>
  );
});

afterEach(cleanup);

describe('the shared translator', () => {
  it('renders on the server with one translator for every component', async () => {
    const i18n = await instance();
    seen.clear();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <TextsProvider>
          <Greeting />
          <Greeting />
        </TextsProvider>
      </I18nextProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('Hello Rae · late · Oops');
    expect(seen.size).toBe(1);
  });

  it('re-renders memoised components when texts are added and when the language changes', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <TextsProvider>
          <Greeting />
        </TextsProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Rae · late · Oops');
    await act(async () => void i18n.addResourceBundle('en', 'translation', { late: 'Arrived later' }, true, true));
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Rae · Arrived later · Oops');
    await act(async () => void (await i18n.changeLanguage('ar')));
    expect(screen.getByTestId('greeting').textContent).toContain('مرحبا Rae');
  });

  it('resolves a text asked again with the same plain values once, and never keeps a missing key', async () => {
    const i18n = await instance();
    const fixedT = i18n.getFixedT.bind(i18n);
    const asked: unknown[] = [];
    i18n.getFixedT = ((...args: Parameters<typeof fixedT>) => {
      const t = fixedT(...args);
      return (...call: unknown[]) => (asked.push(call[0]), (t as unknown as (...a: unknown[]) => unknown)(...call));
    }) as unknown as typeof i18n.getFixedT;
    function Repeats() {
      const { t } = useTranslation();
      const texts = [t('hello', { name: 'Rae' }), t('hello', { name: 'Rae' }), t('hello', { name: 'Bo' }), t('late'), t('late'), t('oops', { ns: 'errors' })];
      return <p data-testid="repeats">{texts.join(' | ')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <TextsProvider>
          <Repeats />
        </TextsProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('repeats').textContent).toBe('Hello Rae | Hello Rae | Hello Bo | late | late | Oops');
    expect(asked).toEqual(['hello', 'hello', 'late', 'late', 'oops']);
  });

  it('works outside the provider (bare error pages)', async () => {
    const i18n = await instance();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(html).toContain('Hello Rae');
  });
});
