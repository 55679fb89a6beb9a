import { describe, expect, it } from 'vitest';
import { countedPage } from './counted-page';

describe('countedPage', () => {
  const never = async () => {
    throw new Error('the count is not asked when a row carries it');
  };

  it('takes the total from the page rows', async () => {
    expect(await countedPage([{ id: 1, total: 27 }, { id: 2, total: 27 }], 10, never)).toEqual({ rows: [{ id: 1, total: 27 }, { id: 2, total: 27 }], total: 27 });
  });

  it('asks the count alone only for an empty page past the first', async () => {
    expect(await countedPage([], 0, never)).toEqual({ rows: [], total: 0 });
    expect(await countedPage([], 500, async () => 27)).toEqual({ rows: [], total: 27 });
  });
});
