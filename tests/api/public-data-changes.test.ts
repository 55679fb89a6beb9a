import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchPublicDataChanges } from '../../src/server/modules/i18n/public-data-changes';
import { startTestApi, type TestApi } from './harness';

/**
 * Issue 20: the page shell caches settings, languages, currencies and translations per process; any write to them
 * (here plain SQL, as an admin tool or psql would) tells every process to drop its copy, via NOTIFY from triggers.
 */
describe('public data changes reach the render caches', () => {
  let api: TestApi;
  let stop: () => void;
  const heard: number[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    stop = await watchPublicDataChanges(api.ctx.database, api.ctx.logger, () => heard.push(Date.now()));
  });
  afterAll(async () => {
    stop?.();
    await api?.close();
  });

  const heardAfter = async (write: () => Promise<unknown>) => {
    const before = heard.length;
    await write();
    for (let i = 0; i < 100 && heard.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    return heard.length > before;
  };

  it.each([
    ['settings', sql`update settings set value = value where key = 'group_order'`],
    ['languages', sql`update languages set title = title where locale = 'ar'`],
    ['currencies', sql`update currencies set rate = rate where "default" = true`],
    ['translations', sql`insert into translations (locale, "group", key, value) values ('en', 'translation', 'notify.test.key', 'x')`],
  ])('a write to %s is heard', async (_table, write) => {
    expect(await heardAfter(() => api.ctx.db.execute(write))).toBe(true);
  });

  it('a write elsewhere is not', async () => {
    expect(await heardAfter(() => api.ctx.db.execute(sql`update users set firstname = firstname where id = 1`))).toBe(false);
  });
});
