// What custom components may use of the app. runtime/app provides it when it registers them, so
// components never import the app.
import type { ActionForm, ActionServices } from './actions/action-context';
import type { EventBus } from './event-bus';
import type { HttpClient } from './http';

export interface ComponentUser {
  id: string;
  acls: readonly string[];
  roles: readonly string[];
}

export interface ComponentContext {
  http: HttpClient;
  events: EventBus;
  currentUser(): ComponentUser | null;
  navigate(url: string): void;
  /** The services actions run with, for the given form (the action button's root form). */
  actionServices(form: ActionForm): ActionServices;
}
