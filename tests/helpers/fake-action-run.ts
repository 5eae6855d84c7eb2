// A fake context for action unit tests: a form stand-in and recording services. HTTP answers come from
// a table of routes; an unknown route fails as the server would.
import type {
  ActionForm,
  ActionFormComponent,
  ActionRun,
  ActionServices,
  PopupRequest,
} from '../../runtime/core/actions/action-context';
import { EventBus } from '../../runtime/core/event-bus';
import { ApiError, type FileOrJson, type HttpClient } from '../../runtime/core/http';

export interface FakeRoute {
  json?: unknown;
  file?: { content: string; fileName: string };
  error?: { status: number; errorCode: string; message: string };
}

export function fakeForm(data: Record<string, unknown> = {}, componentKeys: string[] = []) {
  const emitted: { event: string; payload: unknown }[] = [];
  const redrawn: string[] = [];
  let valid = true;
  const components = new Map<string, ActionFormComponent>(
    componentKeys.map((key) => [
      key,
      {
        component: { key },
        setValue: (value: unknown) => {
          form.data[key] = value;
        },
        redraw: () => redrawn.push(key),
      },
    ]),
  );
  const form: ActionForm & { emitted: typeof emitted; redrawn: string[]; setValid(v: boolean): void } = {
    data,
    emitted,
    redrawn,
    setValid: (v) => {
      valid = v;
    },
    getComponent: (key) => components.get(key),
    redraw: () => redrawn.push('*'),
    emit: (event, payload) => emitted.push({ event, payload }),
    checkValidity: () => valid,
  };
  return form;
}

export function fakeServices(routes: Record<string, FakeRoute> = {}, popupAnswers: unknown[] = []) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const popups: PopupRequest[] = [];
  const navigations: string[] = [];
  /** The propagated state of each in-app navigation. */
  const navigatedStates: unknown[] = [];
  const downloads: { fileName: string; text: Promise<string> }[] = [];
  const notices: { severity: string; message: string }[] = [];
  const tables: string[] = [];
  const errors: string[] = [];
  const answer = (method: string, url: string, body: unknown): FileOrJson => {
    // What went over the wire: the body as it was when sent (JSON), not the object it was read from.
    calls.push({ method, url, body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)) });
    const route = routes[`${method} ${url}`] ?? routes[url];
    if (!route) throw new ApiError(404, 'NOT_FOUND', `No route ${method} ${url}`);
    if (route.error) throw new ApiError(route.error.status, route.error.errorCode, route.error.message);
    if (route.file)
      return { kind: 'file', blob: new Blob([route.file.content]), fileName: route.file.fileName };
    return { kind: 'json', body: route.json ?? null };
  };
  const http = {
    requestFileOrJson: async (method: string, url: string, options: { body?: unknown } = {}) =>
      answer(method, url, options.body),
    request: async (method: string, url: string, options: { body?: unknown } = {}) => {
      const result = answer(method, url, options.body);
      return result.kind === 'json' ? result.body : result;
    },
  } as unknown as HttpClient;
  const services: ActionServices = {
    http,
    popups: {
      open: async (request) => {
        popups.push(request);
        return popupAnswers.shift();
      },
      closeAll: () => navigations.push('closeAll'),
    },
    navigation: {
      closeAllPopups: () => navigations.push('closeAll'),
      showInformation: (message) => {
        navigations.push(`info:${message}`);
      },
      navigateInApp: (url, state) => {
        navigations.push(`app:${url}`);
        navigatedStates.push(state ?? {});
      },
      navigateBrowser: (url) => navigations.push(`browser:${url}`),
    },
    events: new EventBus(),
    tables: {
      refresh: (key) => (tables.push(`refresh:${key}`), key === 'fines'),
      reset: (key) => (tables.push(`reset:${key}`), key === 'fines'),
      applyAdvancedFilter: (key, query) => (tables.push(`filter:${key}:${query}`), key === 'fines'),
    },
    download: (blob, fileName) => downloads.push({ fileName, text: blob.text() }),
    goBack: () => navigations.push('back'),
    notify: (severity, message) => notices.push({ severity, message }),
    user: { id: 'u1', displayName: 'Clara Clerk' },
    state: {},
    log: { warn: () => undefined, error: (message) => errors.push(message) },
  };
  return { services, calls, popups, navigations, navigatedStates, downloads, notices, tables, errors };
}

export function fakeRun(form: ActionForm, services: ActionServices): ActionRun {
  return { form, services, results: {} };
}
