import { describe, expect, it } from 'vitest';
import { ActionButton, ActionProcessor } from '../../../schemas/actions';
import type { JsonSchema } from '../json-schema';
import { newStep, retypedStep, stepSettingsSchema } from './step-schema';

describe('stepSettingsSchema', () => {
  it('offers a legacy postToUrl button the body it sends (requestBody), as sendDataToApi', () => {
    const legacy = stepSettingsSchema(ActionButton as JsonSchema, 'legacy', 'postToUrl');
    expect(Object.keys(legacy.properties ?? {})).toEqual(['postToUrlConfig']);
    expect(Object.keys(legacy.properties?.postToUrlConfig?.properties ?? {})).toContain('requestBody');
    const chain = stepSettingsSchema(ActionProcessor as JsonSchema, 'chain', 'sendDataToApi');
    expect(Object.keys(chain.properties?.sendDataToApi?.properties ?? {})).toContain('requestBody');
  });

  it('starts a new step with its type, a free name and the required parts of its settings', () => {
    const step = newStep(ActionProcessor as JsonSchema, 'chain', 'navigateToUrl', ['navigateToUrl1']);
    expect(step).toEqual({
      actionType: 'navigateToUrl',
      actionName: 'navigateToUrl2',
      navigationConfig: { navigateToUrl: '' },
    });
  });

  it('starts a call with the method it has by default, POST, written out (spec 000 §5: method required)', () => {
    expect(newStep(ActionProcessor as JsonSchema, 'chain', 'sendDataToApi', [])).toEqual({
      actionType: 'sendDataToApi',
      actionName: 'sendDataToApi1',
      sendDataToApi: { url: '', methodName: 'POST' },
    });
    const legacy = retypedStep(ActionButton as JsonSchema, 'legacy', { actionType: 'navigate' }, 'postToUrl');
    expect(legacy.postToUrlConfig).toEqual({ url: '', methodName: 'POST' });
    // In the editor the method is required: no empty choice.
    const chain = stepSettingsSchema(ActionProcessor as JsonSchema, 'chain', 'sendDataToApi');
    expect(chain.properties?.sendDataToApi?.required).toEqual(['url', 'methodName']);
  });
});
