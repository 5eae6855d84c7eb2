// A listener's call: the legacy post without popups (validation unless skipValidation, beforePost hook,
// the answer stored at responseContextVariable).
import type { ListenerStep } from '../../../../schemas/screen-config';
import { defineAction } from '../define-action';
import { postToUrlWith } from '../legacy/post-to-url';

export const listenerCallApi = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['callApi', 'call API'],
  requiredSettings: { url: 'the URL to call' },
  run: (step, run) => {
    if (!step.url) throw new Error('callApi needs a url');
    return postToUrlWith(
      {
        url: step.url,
        methodName: step.methodName ?? 'POST',
        requestBodyParameter: step.requestBodyParameter,
        skipValidation: step.skipValidation,
        responseContextVariable: step.responseContextVariable,
        beforePost: step.beforePost,
      },
      run,
    );
  },
});
