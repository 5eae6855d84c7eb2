import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DEFAULTS, idleWarning, IdleSession, type IdleState } from './idle-session';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function session(options: Partial<{ idleSeconds: number; timeoutSeconds: number }> = {}) {
  const warnings: number[] = [];
  const states: IdleState[] = [];
  let timedOut = 0;
  const idle = new IdleSession({
    ...IDLE_DEFAULTS,
    ...options,
    onWarning: (seconds) => warnings.push(seconds),
    onTimeout: () => timedOut++,
    onStateChange: (state) => states.push(state),
  });
  return { idle, warnings, states, timedOut: () => timedOut };
}

describe('IdleSession', () => {
  it('warns every 5 seconds through the 60-second countdown after 30 idle minutes, then times out', () => {
    const { idle, warnings, states, timedOut } = session();
    expect(idle.state).toBe('NOT_STARTED');
    idle.start();
    vi.advanceTimersByTime(1799_000);
    expect(idle.state).toBe('NOT_IDLE');
    vi.advanceTimersByTime(1_000);
    expect(idle.state).toBe('IDLE');
    vi.advanceTimersByTime(59_000);
    expect(warnings).toEqual([60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5]);
    expect(timedOut()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(idle.state).toBe('TIMED_OUT');
    expect(timedOut()).toBe(1);
    expect(states).toEqual(['NOT_IDLE', 'IDLE', 'TIMED_OUT']);
    vi.advanceTimersByTime(120_000);
    expect(timedOut()).toBe(1);
  });

  it('returns to NOT_IDLE on activity, during the countdown too, and starts counting again', () => {
    const { idle, warnings, states } = session({ idleSeconds: 10, timeoutSeconds: 6 });
    idle.start();
    vi.advanceTimersByTime(9_000);
    idle.activity();
    vi.advanceTimersByTime(9_000);
    expect(idle.state).toBe('NOT_IDLE');
    vi.advanceTimersByTime(1_000);
    expect(idle.state).toBe('IDLE');
    expect(warnings).toEqual([6]);
    vi.advanceTimersByTime(5_000);
    expect(warnings).toEqual([6, 1]);
    idle.activity();
    expect(idle.state).toBe('NOT_IDLE');
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['NOT_IDLE', 'IDLE', 'NOT_IDLE', 'IDLE']);
    expect(warnings).toEqual([6, 1, 6]);
  });

  it('times out at once when the clock jumped past the countdown (a sleeping computer)', () => {
    let now = 0;
    const timeouts: number[] = [];
    const idle = new IdleSession({
      ...IDLE_DEFAULTS,
      now: () => now,
      onWarning: () => undefined,
      onTimeout: () => timeouts.push(now),
    });
    idle.start();
    now = 3 * 3600_000;
    idle.tick();
    idle.tick();
    expect(idle.state).toBe('TIMED_OUT');
    expect(timeouts).toHaveLength(1);
  });

  it('ignores activity before start and after the time-out', () => {
    const { idle } = session({ idleSeconds: 1, timeoutSeconds: 1 });
    idle.activity();
    expect(idle.state).toBe('NOT_STARTED');
    idle.start();
    vi.advanceTimersByTime(2_000);
    idle.activity();
    expect(idle.state).toBe('TIMED_OUT');
  });

  it('words the warning as the spec does', () => {
    expect(idleWarning(55)).toBe(
      'You have been idle for a while, session will be terminated in 55 secs. Please save your work before the session timesout',
    );
  });
});
