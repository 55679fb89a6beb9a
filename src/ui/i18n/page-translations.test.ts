import { describe, expect, it } from 'vitest';
import { pageTranslations } from './page-translations';

describe('pageTranslations', () => {
  it("ships the page's texts, language and fallback, and nothing of the server's own set-up (no absolute paths)", async () => {
    const props = await pageTranslations('ar', '/', { 'api.only.text': 'X' });
    const sent = JSON.stringify(props);
    expect(sent).not.toContain(process.cwd());
    expect(props._nextI18Next?.userConfig).toEqual({ fallbackLng: 'en' });
    expect(props._nextI18Next?.initialLocale).toBe('ar');
    expect(props._nextI18Next?.initialI18nStore.ar.translation['api.only.text']).toBe('X');
  });
});
