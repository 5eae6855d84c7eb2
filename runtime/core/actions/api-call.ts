// A configured call made by an action: URL and body templated from the scope, JSON or a file back.
import type { FileOrJson } from '../http';
import { restClientFor } from '../rest-client';
import { interpolate } from '../template';
import { interpolateValue } from '../template-value';
import type { ActionRun } from './action-context';
import { actionScope } from './action-scope';

export interface ApiCall {
  url: string;
  method?: string | undefined;
  /** The body as it is (already chosen by the action); templates inside are filled. */
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
  const body = method === 'GET' || call.body === undefined ? undefined : interpolateValue(call.body, scope);
  // The REST service finds the spec's relative URLs under /api.
  return restClientFor(run.services.http).callForFile(method, url, body, {
    localRefusals: call.localRefusals ?? false,
  });
}

/** Saves a file answer; answers the JSON body otherwise. */
export function settle(run: ActionRun, answer: FileOrJson): unknown {
  if (answer.kind === 'file') {
    run.services.download(answer.blob, answer.fileName);
    return { fileName: answer.fileName, size: answer.blob.size };
  }
  return answer.body;
}
