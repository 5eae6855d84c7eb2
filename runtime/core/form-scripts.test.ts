import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { formHasScripts } from './form-scripts';

const form = (...components: FormComponent[]) => ({ id: 'f', name: 'F', category: '', components });

describe('formHasScripts', () => {
  it("counts the portal's own scripts and templates with code, wherever they sit", () => {
    expect(
      formHasScripts(
        form({
          type: 'action-button',
          key: 'go',
          actionProcessors: [
            { actionType: 'executeCustomLogic', customLogicConfig: { scriptToExecute: 'data.a = 1;' } },
          ],
        }),
      ),
    ).toBe(true);
    expect(
      formHasScripts(
        form({
          type: 'screen-config',
          key: 'screen',
          screenType: 'view',
          screenInitializationConfig: [
            { storageAttribute: '*', apiUrl: '/court-fines/{{ id || state.id }}' },
          ],
        }),
      ),
    ).toBe(true);
    expect(
      formHasScripts(form({ type: 'htmlelement', key: 'h', content: '{{ data.a ? "yes" : "no" }}' })),
    ).toBe(true);
  });

  it("counts a legacy getDataFromApi button's beforeApiHook, and a report's dashboard id when it is a script", () => {
    expect(
      formHasScripts(
        form({
          type: 'action-button',
          key: 'load',
          actionType: 'getDataFromApi',
          getDataFromApiConfig: { apiUrl: '/offenders', beforeApiHook: 'proceed = !!data.name;' },
        }),
      ),
    ).toBe(true);
    const report = (embeddedDashboardId: string) =>
      form({
        type: 'embedded-report',
        key: 'r',
        customOptions: { analyticsConfig: { embeddedDashboardId } },
      });
    expect(formHasScripts(report("value = data.region === 'N' ? 'north' : 'south';"))).toBe(true);
    expect(formHasScripts(report('court-fines-overview'))).toBe(false);
  });

  it("does not count Form.io's own script settings, which Form.io runs in the page, nor path templates", () => {
    expect(
      formHasScripts(
        form(
          { type: 'textfield', key: 'a', customConditional: 'show = data.b === 1;' },
          { type: 'number', key: 'b', calculateValue: 'value = data.c * 2;' },
          { type: 'number', key: 'c', customDefaultValue: 'value = 1;' },
          {
            type: 'textfield',
            key: 'd',
            validate: { custom: "valid = input !== 'x' || 'not x';" },
          },
          { type: 'htmlelement', key: 'h', content: '<p>{{ data.a }}</p>' },
        ),
      ),
    ).toBe(false);
  });
});
