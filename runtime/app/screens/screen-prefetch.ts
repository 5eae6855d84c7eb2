// A screen's form asked for as soon as the router knows the route (its loader), while the screen's code
// (Form.io and the components, the largest chunk) still loads: on a page load the two no longer wait for
// each other. The screen takes the answer through the route's loader data instead of asking again. Part
// of the app's entry, so it imports nothing of the screen itself.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { FormDefinitionWire } from '../../../schemas/form-definition';
import { http } from '../services';
import { isLoggedIn, useSession } from '../session/session-store';
import { screenFormUrl } from './screen-form-url';

export interface ScreenPrefetch {
  formId: string;
  draft: boolean;
  form: Promise<FormDefinitionWire>;
}

/**
 * The screen route's loader: starts the form's GET for a signed-in user and answers at once (the
 * navigation does not wait for it). Signed out or locked it asks nothing: the guard decides first.
 */
export function prefetchScreenForm({ params, request }: LoaderFunctionArgs): ScreenPrefetch | null {
  const formId = params.formId;
  if (!formId || !isLoggedIn(useSession.getState())) return null;
  const draft = new URL(request.url).searchParams.get('draft') === 'true';
  const form = http.get<FormDefinitionWire>(screenFormUrl(formId, draft));
  // The screen reports a failure when it takes the answer; left untaken (the user went on) it is dropped.
  form.catch(() => undefined);
  return { formId, draft, form };
}

/**
 * A new answer only for a new screen instance (the route keys the screen by form and record): a changed
 * query on the same screen reloads through the screen itself, which would leave a prefetch untaken.
 */
export function screenChanged({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.formId !== nextParams.formId || currentParams.id !== nextParams.id;
}

/** The prefetched form when it is the one asked for (same form, same draft flag), else undefined. */
export function prefetchedForm(
  prefetch: ScreenPrefetch | null | undefined,
  formId: string,
  draft: boolean,
): Promise<FormDefinitionWire> | undefined {
  return prefetch && prefetch.formId === formId && prefetch.draft === draft ? prefetch.form : undefined;
}
