// Saves the file a call answers (name from content-disposition), closes dialogs, then optionally navigates.
import type { ActionProcessor, FileDownloadConfig } from '../../../../schemas/actions';
import { navigateWithRules } from '../../navigation';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { callApi, configuredBody, settle } from '../api-call';
import { defineAction } from '../define-action';

export async function downloadWith(config: FileDownloadConfig, run: ActionRun): Promise<unknown> {
  const method = config.apiMethod ?? 'GET';
  const answer = await callApi(run, {
    url: config.apiUrl,
    method,
    body: method === 'GET' ? undefined : configuredBody(run, config.apiRequest),
  });
  if (answer.kind !== 'file') throw new Error(`${config.apiUrl} did not answer a file`);
  const result = settle(run, answer);
  run.services.popups.closeAll();
  if (config.navigateToUrl)
    await navigateWithRules({ url: config.navigateToUrl, scope: actionScope(run) }, run.services.navigation);
  return result;
}

export const downloadFile = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['downloadFile'],
  requiredSettings: { 'fileDownloadConfig|apiConfig': 'the file to download (its apiUrl)' },
  run: (step, run) => {
    const config =
      step.fileDownloadConfig ??
      (step.apiConfig && {
        apiUrl: step.apiConfig.url,
        apiMethod: step.apiConfig.methodName,
        apiRequest: step.apiConfig.requestBody,
      });
    if (!config) throw new Error('downloadFile needs a fileDownloadConfig');
    return downloadWith(config, run);
  },
});
