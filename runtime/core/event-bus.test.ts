import { describe, expect, it, vi } from 'vitest';
import { EventBus, EVENTS } from './event-bus';

describe('EventBus', () => {
  it('delivers to subscribers and replays the latest non-empty value to late ones', () => {
    const bus = new EventBus();
    const early = vi.fn();
    bus.on(EVENTS.FORM_READY, early);
    bus.emit(EVENTS.FORM_READY, { id: 1 });
    bus.emit(EVENTS.FORM_READY, EVENTS.EMPTY);
    expect(early.mock.calls).toEqual([[{ id: 1 }], ['EMPTY']]);
    const late = vi.fn();
    bus.on(EVENTS.FORM_READY, late);
    expect(late).toHaveBeenCalledWith({ id: 1 });
  });

  it('replays nothing after forget', () => {
    const bus = new EventBus();
    bus.emit('x', 1);
    bus.forget('x');
    const listener = vi.fn();
    bus.on('x', listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new EventBus();
    const listener = vi.fn();
    const off = bus.on('x', listener);
    off();
    bus.emit('x', 1);
    expect(listener).not.toHaveBeenCalled();
  });
});
