import { describe, expect, it } from 'vitest';
import { isFinalStatus, timelineSteps } from './timeline';

const states = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => `${s.status}:${s.state}`);

describe('order timeline', () => {
  it('marks earlier steps done, the current one, and the rest to come', () => {
    expect(states(timelineSteps({ status: 'cooking' }))).toEqual(['new:done', 'accepted:done', 'cooking:current', 'ready:upcoming', 'on_a_way:upcoming', 'delivered:upcoming']);
    expect(states(timelineSteps({ status: 'new' }))[0]).toBe('new:current');
  });

  it('shows every step done once delivered', () => {
    expect(timelineSteps({ status: 'delivered' }).every((s) => s.state === 'done')).toBe(true);
  });

  it('skips "on the way" for pickup and dine-in unless the order went there', () => {
    expect(timelineSteps({ status: 'ready', delivery_type: 'pickup' }).map((s) => s.status)).toEqual(['new', 'accepted', 'cooking', 'ready', 'delivered']);
    expect(timelineSteps({ status: 'new', delivery_type: 'dine_in' }).map((s) => s.status)).not.toContain('on_a_way');
    expect(timelineSteps({ status: 'new', delivery_type: 'delivery' }).map((s) => s.status)).toContain('on_a_way');
    expect(timelineSteps({ status: 'on_a_way', delivery_type: 'pickup' }).map((s) => s.status)).toContain('on_a_way');
  });

  it('ends a canceled order with the cancellation after the steps it reached', () => {
    expect(states(timelineSteps({ status: 'canceled' }))).toEqual(['new:done', 'canceled:canceled']);
    const history = [
      { status: 'new', created_at: '2026-01-01 10:00:00Z' },
      { status: 'accepted', created_at: '2026-01-01 10:05:00Z' },
      { status: 'canceled', created_at: '2026-01-01 10:06:00Z' },
    ];
    const steps = timelineSteps({ status: 'canceled', status_history: history });
    expect(states(steps)).toEqual(['new:done', 'accepted:done', 'canceled:canceled']);
    expect(steps[2].at).toBe('2026-01-01 10:06:00Z');
  });

  it('attaches the time each reached step happened, never to future steps', () => {
    const steps = timelineSteps({ status: 'accepted', status_history: [{ status: 'new', created_at: 'a' }, { status: 'accepted', created_at: 'b' }] });
    expect(steps.map((s) => s.at)).toEqual(['a', 'b', undefined, undefined, undefined, undefined]);
  });

  it('treats an unknown status as just placed', () => {
    expect(states(timelineSteps({ status: 'mystery' }))[0]).toBe('new:current');
  });

  it('knows which statuses are final', () => {
    expect(isFinalStatus('delivered')).toBe(true);
    expect(isFinalStatus('canceled')).toBe(true);
    expect(isFinalStatus('on_a_way')).toBe(false);
  });
});
