// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextsProvider, useTranslation } from './texts';
import { Translator } from './translator';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const translator = () => new Translator({ lng: 'en', resources: { en: { translation: { hello: 'Hello {{name}}' }, errors: { oops: 'Oops' } }, ar: { translation: { hello: 'مرحبا {{name}}' } } } });

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
  it('renders on the server with one translator for every component', () => {
    seen.clear();
    const html = renderToString(
      <TextsProvider translator={translator()}>
        <Greeting />
        <Greeting />
      </TextsProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('Hello Rae · late · Oops');
    expect(seen.size).toBe(1);
  });

  it('re-renders memoised components when texts are added and when the language changes', async () => {
    const i18n = translator();
    render(
      <TextsProvider translator={i18n}>
        <Greeting />
      </TextsProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Rae · late · Oops');
    await act(async () => i18n.addResourceBundle('en', 'translation', { late: 'Arrived later' }, true));
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Rae · Arrived later · Oops');
    await act(async () => i18n.changeLanguage('ar'));
    expect(screen.getByTestId('greeting').textContent).toContain('مرحبا Rae');
  });

  it('shows the keys outside the provider (a bare render)', () => {
    expect(renderToString(<Greeting />)).toContain('hello');
  });
});
