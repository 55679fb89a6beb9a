import { describe, expect, it } from 'vitest';
import { excerpt, paragraphs, toPlainText } from './text';

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('First line\nsecond line\n\nNext paragraph')).toEqual([['First line', 'second line'], ['Next paragraph']]);
  });

  it('drops empty paragraphs, extra blank lines, CRLF and surrounding spaces', () => {
    expect(paragraphs('\r\n  One  \r\n\r\n\r\n \n  Two \n\n')).toEqual([['One'], ['Two']]);
  });

  it('returns nothing for empty or missing text', () => {
    expect(paragraphs(undefined)).toEqual([]);
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs('   \n\n  ')).toEqual([]);
  });

  it('turns simple markup into paragraphs and line breaks instead of rendering it', () => {
    expect(paragraphs('<p>Hello<br/>world</p><p>Second &amp; last</p>')).toEqual([['Hello', 'world'], ['Second & last']]);
  });

  it('never lets a tag through', () => {
    const text = paragraphs('<script>alert(1)</script><img src=x onerror=alert(1)>Safe').flat().join(' ');
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('Safe');
  });
});

describe('toPlainText', () => {
  it('decodes named and numeric entities and leaves unknown ones alone', () => {
    expect(toPlainText('Caf&#233; &lt;3 &#x41; &bogus;')).toBe('Café <3 A &bogus;');
  });

  it('lists become bullet lines', () => {
    expect(paragraphs('<ul><li>One</li><li>Two</li></ul>')).toEqual([['• One', '• Two']]);
  });
});

describe('excerpt', () => {
  it('keeps short text whole, joining paragraphs', () => {
    expect(excerpt('One.\n\nTwo.')).toBe('One. Two.');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const out = excerpt('alpha beta gamma delta epsilon zeta eta theta', 20);
    expect(out).toBe('alpha beta gamma…');
    expect(out.length).toBeLessThanOrEqual(21);
  });
});
