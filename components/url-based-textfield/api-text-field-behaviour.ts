// What the API text field does (spec 001 §4.3, §7.2, §8): keeps its form when the form is ready,
// clears itself when the screen loads data, watches its dependency fields, and when every dependency
// has a value calls apiUrl, takes the value at apiDataPath, runs the valueProcessor, updates the
// submission (merging the response at dataKey) and announces API_TEXT_FIELD_DATA_LOADED. When a
// dependency is emptied, or the call fails (logged, and said under the field), the value is cleared: it was
// worked out for other inputs (an amount due of another fine), and an answer still on its way for them is
// dropped.
import get from 'lodash/get';
import set from 'lodash/set';
import type { ComponentContext } from '../../runtime/core/component-context';
import { EVENTS } from '../../runtime/core/event-bus';
import { restClientFor } from '../../runtime/core/rest-client';
import type { ApiTextFieldSettings } from '../../schemas/api-text-field';
import { watchFormLifecycle } from '../form-lifecycle';
import type { FormioComponentInstance, FormioForm } from '../formio';
import { apiRequestUrl } from './api-request-url';
import { collectDependencies, type Dependency } from './dependencies';
import { dependencyValues, everyDependencyHasValue } from './dependency-values';
import { watchDependencies } from './dependency-watcher';
import { lookupFailureOf } from './lookup-failure';
import { valueAtDataPath } from './response-value';
import { dataAfterLoad } from './submission-data';
import { processValue } from './value-processor';

/** Payload of API_TEXT_FIELD_DATA_LOADED. */
export interface ApiTextFieldDataLoaded {
  /** The field's property name (customOptions.key). */
  key: string;
  value: unknown;
  response: unknown;
}

/** Flag on the submission update, so listeners can tell it from a user's change. */
export const API_TEXT_FIELD_UPDATE_FLAG = 'fromApiTextField';

// Per component instance, so a call answered after a redraw still counts, but an older call answered
// after a newer one does not.
const latestCall = new WeakMap<FormioComponentInstance, number>();
// Warned once per component definition, not at every attach.
const warnedMissingEventType = new WeakSet<object>();

function warnMissingEventTypes(settings: ApiTextFieldSettings, dependencies: readonly Dependency[]): void {
  if (warnedMissingEventType.has(settings)) return;
  warnedMissingEventType.add(settings);
  for (const { fieldName, changeEventType } of dependencies) {
    if (changeEventType) continue;
    console.warn(
      `API text field "${settings.key}": dependency "${fieldName}" has no change event type; ` +
        'using click for a radio field and change for any other.',
    );
  }
}

export function startApiTextField(instance: FormioComponentInstance, context: ComponentContext): () => void {
  const settings = instance.component as unknown as ApiTextFieldSettings;
  const options = settings.customOptions ?? ({} as ApiTextFieldSettings['customOptions']);
  const dependencies = collectDependencies(options);
  let form: FormioForm | null = null;
  let stopWatching: (() => void) | null = null;
  const failure = lookupFailureOf(instance);

  // The value goes to the component's own data path, and to its property name when that differs.
  const valuePaths = () => {
    const ownPath = instance.path || settings.key;
    return options.key && options.key !== settings.key ? [ownPath, options.key] : [ownPath];
  };

  /** Empties the value where it is not empty already (no change event for nothing). */
  const clear = () => {
    if (!form) return;
    const paths = valuePaths();
    const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
    if (paths.every((path) => isEmpty(get(form!.data, path)))) return;
    const data = dataAfterLoad({
      data: form.data,
      dataKey: undefined,
      response: undefined,
      value: '',
      valuePaths: paths,
    });
    form.setValue?.({ ...form.submission, data }, { [API_TEXT_FIELD_UPDATE_FLAG]: true });
  };

  const load = async () => {
    if (!form || !options.apiUrl) return;
    // Any call still on its way was for other inputs.
    const call = (latestCall.get(instance) ?? 0) + 1;
    latestCall.set(instance, call);
    const values = dependencyValues(dependencies, form.data);
    if (!everyDependencyHasValue(values)) {
      failure.setState({ message: null });
      return clear();
    }
    const url = apiRequestUrl(options.apiUrl, values);
    let response: unknown;
    try {
      response = await restClientFor(context.http).call<unknown>('GET', url);
    } catch (error) {
      console.error(`API text field "${settings.key}": the call to ${url} failed`, error);
      if (latestCall.get(instance) !== call) return;
      failure.setState({ message: error instanceof Error ? error.message : String(error) });
      clear();
      return;
    }
    if (latestCall.get(instance) !== call) return;
    failure.setState({ message: null });
    const value = processValue(options.valueProcessor, {
      value: valueAtDataPath(response, options.apiDataPath ?? ''),
      data: form.data,
      response,
    });
    const data = dataAfterLoad({
      data: form.data,
      dataKey: options.dataKey,
      response,
      value,
      valuePaths: valuePaths(),
    });
    form.setValue?.({ ...form.submission, data }, { [API_TEXT_FIELD_UPDATE_FLAG]: true });
    const loaded: ApiTextFieldDataLoaded = { key: options.key ?? settings.key, value, response };
    context.events.emit(EVENTS.API_TEXT_FIELD_DATA_LOADED, loaded);
  };

  const stopLifecycle = watchFormLifecycle(instance, context.events, {
    formReady(readyForm) {
      form = readyForm;
      warnMissingEventTypes(settings, dependencies);
      if (!readyForm.element) return;
      stopWatching = watchDependencies(
        readyForm.element,
        dependencies,
        (fieldName) => {
          const field = readyForm.getComponent?.(fieldName);
          return field && { element: field.element, type: field.component.type };
        },
        () => void load(),
      );
    },
    dataLoaded(data) {
      failure.setState({ message: null });
      const [, propertyPath] = valuePaths();
      if (propertyPath) set(data, propertyPath, '');
      instance.setValue('', { modified: false });
    },
  });

  return () => {
    stopLifecycle();
    stopWatching?.();
  };
}
