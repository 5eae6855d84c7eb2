// Form submission (spec 000 §4): before-submit hooks, cleaning, documents, the POST, and the answer's
// outcome. Workflow handling plugs in through `afterResponse` (the approver chooser).
import type { FormComponent } from '../../../schemas/form-definition';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { toApiUrl } from '../../core/api-url';
import { withDocumentEntries } from '../../core/document-entries';
import { eachComponent } from '../../core/form-tree';
import type { HttpClient } from '../../core/http';
import { runScript, ScriptError } from '../../core/script';
import { cleanSubmission } from '../../core/submission-cleaning';
import { interpolate } from '../../core/template';
import type { SubmissionKeys } from './submission-keys';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

export class BeforeSubmitError extends Error {}

type Data = Record<string, unknown>;

/** Runs every component's beforeSubmitHook; the first failure stops the submission with its message. */
export function runBeforeSubmitHooks(
  components: readonly FormComponent[],
  data: Data,
  scope: Record<string, unknown>,
): void {
  eachComponent(components, ({ component }) => {
    const hook = component.beforeSubmitHook;
    if (typeof hook !== 'string' || !hook.trim()) return;
    let result: unknown;
    try {
      result = runScript(hook, { ...scope, data, component }, { resultVariable: 'result' });
    } catch (error) {
      const reason = error instanceof ScriptError ? error.reason : error;
      throw new BeforeSubmitError((reason as Error | undefined)?.message || UNEXPECTED_ERROR);
    }
    if (result === false) throw new BeforeSubmitError(UNEXPECTED_ERROR);
    if (typeof result === 'string' && result) throw new BeforeSubmitError(result);
    const error = (result as { error?: unknown } | null | undefined)?.error;
    if (error) throw new BeforeSubmitError(typeof error === 'string' ? error : UNEXPECTED_ERROR);
  });
}

/** What is sent: non-persistent and screen-config values removed, empties nulled, documents grouped. */
export function submissionBody(components: readonly FormComponent[], config: ScreenConfig, data: Data): Data {
  return withDocumentEntries(cleanSubmission(components, data), config.documentConfig);
}

export type AfterResponse = (
  response: Data,
  resend: (body: Data) => Promise<Data>,
  sentBody: Data,
) => Promise<Data>;

export async function submitScreen(options: {
  http: HttpClient;
  config: ScreenConfig;
  components: readonly FormComponent[];
  data: Data;
  scope: Record<string, unknown>;
  afterResponse?: AfterResponse;
  /** The screen's submission keys (a submission sent again after a failure repeats its key). */
  keys?: SubmissionKeys;
}): Promise<Data> {
  const { http, config, components, data, scope, keys } = options;
  if (!config.submissionUrl) throw new BeforeSubmitError('This screen has no submission URL');
  runBeforeSubmitHooks(components, data, scope);
  // The URL may name the record being changed: /court-fines/{{ data.id }}.
  const url = toApiUrl(interpolate(config.submissionUrl, { ...scope, data }));
  const send = async (body: Data) => {
    const key = keys?.keyFor(url, body);
    const answer = await http.post<Data>(url, body, key ? { headers: { 'Idempotency-Key': key } } : {});
    keys?.answered();
    return answer ?? {};
  };
  const body = submissionBody(components, config, data);
  const response = await send(body);
  return options.afterResponse ? options.afterResponse(response, send, body) : response;
}
