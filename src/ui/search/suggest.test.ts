import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, normalizeTerm, shouldSuggest, topHits } from './suggest';

afterEach(() => vi.useRealTimers());

describe('normalizeTerm / shouldSuggest', () => {
  it('trims, collapses spaces and caps the length', () => {
    expect(normalizeTerm('  big   pizza ')).toBe('big pizza');
    expect(normalizeTerm('x'.repeat(150))).toHaveLength(100);
  });
  it('suggests from two characters', () => {
    expect(shouldSuggest(' p ')).toBe(false);
    expect(shouldSuggest('pi')).toBe(true);
  });
});

describe('debounce', () => {
  it('calls once with the last value after the pause', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 300);
    run('p');
    run('pi');
    vi.advanceTimersByTime(299);
    run('piz');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('piz');
  });
  it('cancel drops the pending call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run(1);
    run.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('topHits', () => {
  it('keeps distinct ids up to the limit', () => {
    expect(topHits([{ id: 1 }, { id: 1 }, { id: 2 }, { id: 3 }], 2)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(topHits(undefined)).toEqual([]);
  });
});
