import { describe, expect, it } from 'vitest';
import { defaultPoolSize, readConfig } from './config';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('database pool size', () => {
  it('is about four connections per core, shared by the server processes, at least two', () => {
    expect(defaultPoolSize({}, 2)).toBe(8);
    expect(defaultPoolSize({ WEB_CONCURRENCY: '2' }, 2)).toBe(4);
    expect(defaultPoolSize({ WEB_CONCURRENCY: '8' }, 8)).toBe(4);
    expect(defaultPoolSize({ WEB_CONCURRENCY: '16' }, 2)).toBe(2);
    expect(defaultPoolSize({ WEB_CONCURRENCY: 'many' }, 4)).toBe(16);
  });

  it('DATABASE_POOL_SIZE wins, within 1..200', () => {
    expect(readConfig(env({ DATABASE_POOL_SIZE: '30' })).databasePoolSize).toBe(30);
    expect(readConfig(env({ DATABASE_POOL_SIZE: '5000' })).databasePoolSize).toBe(200);
    expect(readConfig(env({ DATABASE_POOL_SIZE: 'x' })).databasePoolSize).toBe(defaultPoolSize({}));
  });
});
