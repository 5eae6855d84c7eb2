// A component context for unit tests: a real HttpClient and EventBus with a fixed user.
import type { ComponentContext } from '../../runtime/core/component-context';
import { EventBus } from '../../runtime/core/event-bus';
import { HttpClient } from '../../runtime/core/http';

export function testComponentContext(overrides: Partial<ComponentContext> = {}): ComponentContext {
  return {
    http: new HttpClient({ getToken: () => null }),
    events: new EventBus(),
    currentUser: () => ({ id: 'u1', acls: [], roles: ['user_role'] }),
    navigate: () => undefined,
    actionServices: () => {
      throw new Error('This test gives components no action services');
    },
    ...overrides,
  };
}
