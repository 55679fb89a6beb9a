import { expect } from 'vitest';

/** The Laravel-style paginate envelope of a list route (contract §1): meta, links, and a page within its bounds. */
export function expectPaginate(body: any, page: number, perPage: number, path: string) {
  expect(body).not.toHaveProperty('status');
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.meta).toMatchObject({ current_page: page, per_page: perPage, path, total: expect.any(Number), last_page: expect.any(Number) });
  const more = page < body.meta.last_page;
  expect(body.links).toEqual({ first: expect.any(String), last: expect.any(String), prev: page > 1 ? expect.any(String) : null, next: more ? expect.any(String) : null });
  expect(body.meta.last_page).toBe(Math.max(1, Math.ceil(body.meta.total / perPage)));
  expect(body.data.length).toBeLessThanOrEqual(perPage);
  expect(body.meta.links[0].label).toContain('Previous');
}
