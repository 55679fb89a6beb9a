import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readCookie } from './server-client';

const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

describe('readCookie (getServerSideProps, through nookies)', () => {
  it('reads and decodes one cookie of the request', () => {
    const r = req('theme=dark; settings=%7B%22location%22%3A%221%2C2%22%7D; currency=3');
    expect(readCookie(r, 'theme')).toBe('dark');
    expect(readCookie(r, 'settings')).toBe('{"location":"1,2"}');
    expect(readCookie(r, 'currency')).toBe('3');
    expect(readCookie(r, 'missing')).toBeUndefined();
  });

  it('survives odd headers and prototype names', () => {
    expect(readCookie(req(), 'theme')).toBeUndefined();
    expect(readCookie(undefined, 'theme')).toBeUndefined();
    expect(readCookie(req('a=%E0%A4%A'), 'a')).toBeTypeOf('string');
    expect(readCookie(req('x=1'), 'constructor')).toBeUndefined();
    expect(readCookie(req('x=1'), '__proto__')).toBeUndefined();
  });
});
