// Loads a screen's data (spec 000 §4 screen load): the initialization steps when configured, otherwise
// the retrieval call; pending changes shown when the state asks for them; then the additional-data
// chain.
import type { ScreenConfig } from '../../../schemas/screen-config';
import { toApiUrl } from '../../core/api-url';
import { runAdditionalDataSteps, runInitializationSteps, type StepContext } from '../../core/data-steps';
import { ApiError, type HttpClient } from '../../core/http';
import { withPendingChanges } from '../../core/pending-changes';
import type { PropagatedState } from '../../core/propagated-state';
import { hasTemplate, interpolate } from '../../core/template';

export interface ScreenDataRequest {
  config: ScreenConfig | undefined;
  id: string | undefined;
  state: PropagatedState;
  user: Record<string, unknown> | null;
  http: HttpClient;
  /** Told of each initialization or additional-data call that failed (the chain goes on without it). */
  stepFailed?(message: string): void;
}

/** The retrieval address: placeholders filled from the propagated state, or the id appended. */
export function retrievalAddress(
  retrievalUrl: string,
  id: string | undefined,
  state: PropagatedState,
): string | undefined {
  if (hasTemplate(retrievalUrl)) return interpolate(retrievalUrl, { ...state, state, id });
  if (!id) return undefined;
  return `${retrievalUrl.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

export async function loadScreenData({
  config,
  id,
  state,
  user,
  http,
  stepFailed,
}: ScreenDataRequest): Promise<Record<string, unknown>> {
  const context: StepContext = {
    http,
    scope: { state, user, id },
    ...(stepFailed ? { failed: stepFailed } : {}),
  };
  let data: Record<string, unknown> = {};
  if (config?.screenInitializationConfig?.length) {
    data = await runInitializationSteps(config.screenInitializationConfig, data, context);
  } else if (config?.retrievalUrl && config.screenType !== 'create') {
    const address = retrievalAddress(config.retrievalUrl, id, state);
    if (address) {
      const record = await http.get<Record<string, unknown>>(toApiUrl(address));
      if (typeof record?.errorCode === 'string') {
        throw new ApiError(
          200,
          record.errorCode,
          String(record.message ?? 'The record could not be loaded'),
          record,
        );
      }
      data = record ?? {};
    }
  }
  if (state.showPendingChanges) data = withPendingChanges(data);
  if (config?.additionalConfig?.length)
    data = await runAdditionalDataSteps(config.additionalConfig, data, context);
  if (Object.keys(state).length > 0) data = { ...data, propagatedState: state };
  return data;
}
