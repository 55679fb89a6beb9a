import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { mapUnexpectedError } from './error-mapping';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const answer = (error: unknown) => {
  const { apiError } = mapUnexpectedError(error);
  return { http: apiError.http, retryAfter: apiError.headers?.['Retry-After'] };
};

describe('mapUnexpectedError: the database being unavailable', () => {
  it('answers 503 with Retry-After for outages, whatever layer reports them', () => {
    const outages: unknown[] = [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('3D000', 'database "groops" does not exist'),
      coded('28P01', 'password authentication failed for user "groops"'),
      coded('08P01'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
      new DrizzleQueryError('select 1', [], coded('57P01')),
      // drizzle throws the failed ROLLBACK, not the error that caused it
      new DrizzleQueryError('rollback', [], new Error('Client has encountered a connection error and is not queryable')),
      new DrizzleQueryError('rollback', [], new Error('something unforeseen')),
    ];
    for (const error of outages) expect(answer(error), String(error)).toEqual({ http: 503, retryAfter: '5' });
  });

  it('keeps the other mappings', () => {
    expect(answer(new DrizzleQueryError('commit', [], coded('40001')))).toEqual({ http: 409, retryAfter: '1' });
    expect(answer(coded('23505')).http).toBe(409);
    expect(answer(coded('22P02')).http).toBe(400);
    expect(answer(new Error('boom')).http).toBe(500);
    expect(answer(new DrizzleQueryError('select 1', [], new Error('boom'))).http).toBe(500);
  });
});
