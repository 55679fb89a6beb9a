import { describe, expect, it } from 'vitest';
import { PREVIOUS_RUN, withPreviousRun } from '../../scripts/bench/previous-run';

const run = (date: string, score: number) => ['# Benchmarks', '', `Measured ${date}.`, '', '## Budget pages', '', '| page | score |', '|---|---|', `| / | ${score} |`, ''];

describe('BENCHMARKS.md keeps the previous run beside the new one', () => {
  it('appends the old file under "Previous run", its headings one level down', () => {
    const written = withPreviousRun(run('2026-11-26', 91), run('2026-11-25', 97).join('\n')).join('\n');
    const [current, previous] = written.split(PREVIOUS_RUN);
    expect(current).toContain('| / | 91 |');
    expect(previous).toContain('Measured 2026-11-25.');
    expect(previous).toContain('### Budget pages');
    expect(previous).toContain('| / | 97 |');
    expect(previous).not.toContain('# Benchmarks');
  });

  it('keeps only one previous run, not the whole history', () => {
    const second = withPreviousRun(run('2026-11-25', 97), run('2026-11-24', 95).join('\n')).join('\n');
    const third = withPreviousRun(run('2026-11-26', 91), second).join('\n');
    expect(third.split(PREVIOUS_RUN)).toHaveLength(2);
    expect(third).toContain('| / | 97 |');
    expect(third).not.toContain('| / | 95 |');
  });

  it('writes the new run alone when there is no old file', () => {
    expect(withPreviousRun(run('2026-11-26', 91), null)).toEqual(run('2026-11-26', 91));
  });

  it('keeps the bench:scale section as it is, with the new run, not under "Previous run" where the next run would drop it', () => {
    const scale = ['<!-- bench:scale -->', '## Catalogue at scale', '| shop list | **12.8** |', '<!-- /bench:scale -->'];
    const withScale = [...run('2026-11-25', 97), ...scale, ''].join('\n');
    const second = withPreviousRun(run('2026-11-26', 91), withScale).join('\n');
    const third = withPreviousRun(run('2026-11-27', 92), second).join('\n');
    const [current, previous] = third.split(PREVIOUS_RUN);
    expect(current).toContain(scale.join('\n'));
    expect(current).toContain('| / | 92 |');
    expect(previous).toContain('| / | 91 |');
    expect(third.split('<!-- bench:scale -->')).toHaveLength(2);
  });
});
