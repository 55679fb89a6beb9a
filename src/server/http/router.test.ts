import { describe, expect, it } from 'vitest';
import type { RouteDef } from './route';
import { createRouter } from './router';

const route = (method: RouteDef['method'], path: string): RouteDef => ({ method, path, summary: '', tag: 't', auth: 'none', handler: async () => ({ kind: 'json', body: path }) });

describe('router', () => {
  const router = createRouter([route('GET', '/rest/shops/:id'), route('GET', '/rest/shops/recommended'), route('POST', '/rest/shops/:id'), route('GET', '/storage/images/*')]);

  it('prefers literal segments over params, whatever the order of definition', () => {
    const m = router.match('GET', '/rest/shops/recommended');
    expect(m.kind === 'route' && m.route.path).toBe('/rest/shops/recommended');
    const p = router.match('GET', '/rest/shops/42');
    expect(p.kind === 'route' && p.params).toEqual({ id: '42' });
  });

  it('reports the allowed methods for a known path and nothing for an unknown one', () => {
    expect(router.match('DELETE', '/rest/shops/1')).toEqual({ kind: 'method', allow: ['GET', 'POST'] });
    expect(router.match('GET', '/nope')).toEqual({ kind: 'none' });
  });

  it('captures the rest of a wildcard path and skips undecodable params', () => {
    const m = router.match('GET', '/storage/images/products/pizza.webp');
    expect(m.kind === 'route' && m.params.rest).toBe('products/pizza.webp');
    expect(router.match('GET', '/rest/shops/%E0%A4%A').kind).toBe('method');
  });
});
