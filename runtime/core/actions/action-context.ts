// What an action may use: the form it runs on and the app's services, given by the caller (the action
// button, a screen listener) so that actions stay framework-free and testable with a fake context.
import type { EventBus } from '../event-bus';
import type { HttpClient } from '../http';
import type { NavigationServices } from '../navigation';
import type { PropagatedState } from '../propagated-state';

/** The parts of a Form.io form (or a test stand-in) that actions use. */
export interface ActionForm {
  data: Record<string, unknown>;
  getComponent(key: string): ActionFormComponent | undefined | null;
  redraw(): unknown;
  emit(event: string, payload?: unknown): void;
  /** Validates the whole form, showing errors; answers whether it is valid. */
  checkValidity?(data?: unknown, dirty?: boolean): boolean;
  setValue?(submission: { data: Record<string, unknown> }, flags?: Record<string, unknown>): unknown;
  /** Results of chain steps by actionName (spec: stored on the form instance). */
  actionResults?: Record<string, unknown>;
}

export interface ActionFormComponent {
  component: Record<string, unknown>;
  dataValue?: unknown;
  setValue(value: unknown, flags?: Record<string, unknown>): unknown;
  redraw(): unknown;
  resetValue?(): unknown;
  emptyValue?: unknown;
  visible?: boolean;
}

export interface PopupRequest {
  formId: string;
  title?: string;
  description?: string;
  inputData?: Record<string, unknown>;
  width?: string;
  returnUrl?: string;
  inAppNavigation?: boolean;
}

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** The smart tables of the screen, by key. */
export interface TableControls {
  refresh(key: string): boolean;
  reset(key: string): boolean;
  applyAdvancedFilter(key: string, query: string): boolean;
}

export interface ActionServices {
  http: HttpClient;
  popups: { open(request: PopupRequest): Promise<unknown>; closeAll(): void };
  navigation: NavigationServices;
  events: EventBus;
  tables: TableControls;
  download(blob: Blob, fileName: string): void;
  goBack(): void;
  notify(severity: NoticeSeverity, message: string, header?: string): void;
  user: Record<string, unknown> | null;
  state: PropagatedState;
  log: { warn(message: string, detail?: unknown): void; error(message: string, detail?: unknown): void };
  /** Keeps the trace of each run (the designer's trace panel). */
  recordTrace?(trace: unknown): void;
}

/** One run of a chain: the form, the results so far, and where it came from (for messages). */
export interface ActionRun {
  form: ActionForm;
  services: ActionServices;
  results: Record<string, unknown>;
  /** Extra scope for templates and scripts (row of a table, option of a dropdown ...). */
  extraScope?: Record<string, unknown>;
}
