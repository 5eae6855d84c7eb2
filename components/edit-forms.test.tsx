import { Formio } from '@formio/js/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../runtime/core/event-bus';
import { testComponentContext } from '../tests/helpers/component-context';
import { attachEditForms, customEditForms } from './edit-forms';
import { registerCustomComponents } from './index';

type Registered = Record<string, { editForm?: () => { components: unknown[] } }>;
const registered = () =>
  (Formio as unknown as { Components: { components: Registered } }).Components.components;

beforeAll(() => registerCustomComponents(testComponentContext({ events: new EventBus() })));

describe('the custom components’ settings forms', () => {
  it('are not part of the components the portal registers, and are given to them by the builder', () => {
    expect(registered()['smart-table']?.editForm).toBeUndefined();
    attachEditForms();
    for (const [type, editForm] of Object.entries(customEditForms)) {
      expect(registered()[type]?.editForm).toBe(editForm);
      expect(editForm().components.length).toBeGreaterThan(0);
    }
  });
});
