import { describe, expect, it, vi } from 'vitest';
import { EventBus, EVENTS } from '../runtime/core/event-bus';
import { watchFormLifecycle } from './form-lifecycle';
import type { FormioComponentInstance, FormioForm } from './formio';

function fakeInstance(root: FormioForm) {
  return { root } as unknown as FormioComponentInstance;
}

const form = (data: Record<string, unknown> = {}, formReady?: Promise<unknown>): FormioForm => ({
  data,
  submission: { data },
  formReady,
});

describe('watchFormLifecycle', () => {
  it('announces ready once, for its own form only, whether the bus or Form.io says so first', async () => {
    const events = new EventBus();
    let resolveReady: (value?: unknown) => void = () => undefined;
    const own = form({}, new Promise((resolve) => (resolveReady = resolve)));
    const formReady = vi.fn();
    watchFormLifecycle(fakeInstance(own), events, { formReady });

    events.emit(EVENTS.FORM_READY, form());
    expect(formReady).not.toHaveBeenCalled();
    events.emit(EVENTS.FORM_READY, own);
    expect(formReady).toHaveBeenCalledWith(own);
    resolveReady();
    await own.formReady;
    expect(formReady).toHaveBeenCalledTimes(1);
  });

  it("takes Form.io's formReady when the screen runtime says nothing", async () => {
    const own = form({}, Promise.resolve());
    const formReady = vi.fn();
    watchFormLifecycle(fakeInstance(own), new EventBus(), { formReady });
    await own.formReady;
    expect(formReady).toHaveBeenCalledWith(own);
  });

  it("passes the form's data on each load, but skips the load the bus replays at subscription", () => {
    const events = new EventBus();
    events.emit(EVENTS.FORM_DATA_LOADED, { from: 'an earlier screen' });
    const own = form({ fine: 'F-1' });
    const dataLoaded = vi.fn();
    watchFormLifecycle(fakeInstance(own), events, { dataLoaded });
    expect(dataLoaded).not.toHaveBeenCalled();
    events.emit(EVENTS.FORM_DATA_LOADED, { fine: 'F-1' });
    expect(dataLoaded).toHaveBeenCalledWith(own.data);
  });

  it('hears nothing once stopped', async () => {
    const events = new EventBus();
    const own = form({}, Promise.resolve());
    const formReady = vi.fn();
    const dataLoaded = vi.fn();
    const stop = watchFormLifecycle(fakeInstance(own), events, { formReady, dataLoaded });
    stop();
    events.emit(EVENTS.FORM_READY, own);
    events.emit(EVENTS.FORM_DATA_LOADED, {});
    await own.formReady;
    expect(formReady).not.toHaveBeenCalled();
    expect(dataLoaded).not.toHaveBeenCalled();
  });
});
