import { describe, expect, it } from 'vitest';
import type { ComponentContext } from '../runtime/core/component-context';
import type { FormioComponentInstance } from './formio';
import { perInstance } from './per-instance';

describe('perInstance', () => {
  it('makes one object per component instance, on first use', () => {
    let made = 0;
    const controllerFor = perInstance((instance) => ({ key: instance.component.key, serial: ++made }));
    const context = {} as ComponentContext;
    const a = { component: { key: 'a' } } as unknown as FormioComponentInstance;
    const b = { component: { key: 'b' } } as unknown as FormioComponentInstance;
    expect(controllerFor(a, context)).toEqual({ key: 'a', serial: 1 });
    expect(controllerFor(a, context)).toBe(controllerFor(a, context));
    expect(controllerFor(b, context)).toEqual({ key: 'b', serial: 2 });
    expect(made).toBe(2);
  });
});
