// A configured call made by an action: URL templated from the scope, the body sent as the action chose it
// (a designer's configured body is templated where it is chosen: configuredBody), JSON or a file back.
import type { FileOrJson } from '../http';
import { restClientFor } from '../rest-client';
import { interpolate } from '../template';
import { interpolateValue } from '../template-value';
import type { ActionRun } from './action-context';
import { actionScope } from './action-scope';

export interface ApiCall {
  url: string;
  method?: string | undefined;
  /** The body as the action chose it, sent as it is: what a user typed is data, never a template. */
  body?: unknown;
  /** The action shows a refusal (403) itself: see FailedRequest.localRefusals. */
  localRefusals?: boolean;
}

export async function callApi(
  run: ActionRun,
  call: ApiCall,
  extraScope: Record<string, unknown> = {},
): Promise<FileOrJson> {
  const scope = actionScope(run, extraScope);
  const method = (call.method ?? 'POST').toUpperCase();
  const url = interpolate(call.url, scope);
  const body = method === 'GET' ? undefined : call.body;
  // The REST service finds the spec's relative URLs under /api.
  return restClientFor(run.services.http).callForFile(method, url, body, {
    localRefusals: call.localRefusals ?? false,
  });
}

/** A body the designer configured (requestBody, apiRequest): its `{{ }}` templates filled from the scope. */
export function configuredBody(run: ActionRun, body: unknown): unknown {
  return body === undefined ? undefined : interpolateValue(body, actionScope(run));
}

/** Saves a file answer; answers the JSON body otherwise. */
export function settle(run: ActionRun, answer: FileOrJson): unknown {
  if (answer.kind === 'file') {
    run.services.download(answer.blob, answer.fileName);
    return { fileName: answer.fileName, size: answer.blob.size };
  }
  return answer.body;
}
