// What custom components may use of the app. runtime/app provides it when it registers them, so
// components never import the app.
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
}
