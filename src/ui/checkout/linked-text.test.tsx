import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkedText } from './linked-text';

describe('linked text', () => {
  it('wraps tagged parts and keeps the rest as text', () => {
    const html = renderToStaticMarkup(<p>{linkedText('Agree to <terms>Terms</terms> and <privacy>Privacy</privacy>.', { terms: (c) => <b data-href="/terms">{c}</b>, privacy: (c) => <b data-href="/privacy">{c}</b> })}</p>);
    expect(html).toBe('<p>Agree to <b data-href="/terms">Terms</b> and <b data-href="/privacy">Privacy</b>.</p>');
  });

  it('shows unknown tags as plain text and text without tags unchanged', () => {
    expect(renderToStaticMarkup(<p>{linkedText('a <x>b</x> c', {})}</p>)).toBe('<p>a b c</p>');
    expect(renderToStaticMarkup(<p>{linkedText('plain', {})}</p>)).toBe('<p>plain</p>');
  });
});
