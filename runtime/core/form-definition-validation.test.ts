import { describe, expect, it } from 'vitest';
import { PROPERTY_NAME_MESSAGE } from '../../schemas/screen-config';
import { validateFormDefinition } from './form-definition-validation';

const screenConfig = {
  type: 'screen-config',
  key: 'screen',
  screenType: 'create',
  submissionUrl: '/court-fines',
};

describe('validateFormDefinition', () => {
  it('accepts a form with components as a list or as the wire format JSON text', () => {
    const components = [screenConfig, { type: 'textfield', key: 'a', anyFormioSetting: 1 }];
    const asList = validateFormDefinition({ id: 'f-1', name: 'F', category: 'c', components });
    const asText = validateFormDefinition({
      id: 'f-1',
      name: 'F',
      category: 'c',
      components: [JSON.stringify(components)],
    });
    expect(asList).toEqual(asText);
    expect(asList.ok && asList.form.components).toHaveLength(2);
  });

  it('names a component that is not an object, however deep, instead of failing', () => {
    const components = [
      screenConfig,
      { type: 'columns', key: 'cols', columns: [{ components: [null] }] },
      { type: 'panel', key: 'p', components: [{ type: 'panel', key: 'q', components: [7] }] },
    ];
    const result = validateFormDefinition({ id: 'f-1', name: 'F', category: 'c', components });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: '/components/1/columns/0/components/0/type', message: 'type is required' },
      { path: '/components/2/components/0/components/0/type', message: 'type is required' },
    ]);
  });

  it('accepts a call without methodName, which the runtime sends as POST (legacy forms hold such calls)', () => {
    const button = {
      type: 'action-button',
      key: 'send',
      label: 'Send',
      actionType: 'postToUrl',
      postToUrlConfig: { url: '/court-fines' },
      actionProcessors: [
        { actionType: 'sendDataToApi', actionName: 'send', sendDataToApi: { url: '/court-fines' } },
      ],
    };
    const result = validateFormDefinition({
      id: 'f-1',
      name: 'F',
      category: 'c',
      components: [screenConfig, button],
    });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("refuses a chain popup's unknown popupType, naming the known ones", () => {
    const popup = (popupType: string) => ({
      type: 'action-button',
      key: `open${popupType}`,
      label: 'Open',
      actionProcessors: [{ actionType: 'showPopup', actionName: 'ask', popupAction: { popupType } }],
    });
    const known = ['confirmation', 'information', 'reasoning', 'custom'].map(popup);
    const accepted = validateFormDefinition({
      id: 'f-1',
      name: 'F',
      category: 'c',
      components: [screenConfig, ...known],
    });
    expect(accepted.ok ? [] : accepted.problems).toEqual([]);
    const typo = validateFormDefinition({
      id: 'f-1',
      name: 'F',
      category: 'c',
      components: [screenConfig, popup('Confirmation')],
    });
    expect(typo.ok ? [] : typo.problems).toEqual([
      {
        path: '/components/1/actionProcessors/0/popupAction/popupType',
        message: 'must be one of "confirmation", "information", "reasoning", "custom"',
      },
    ]);
  });

  it('names each problem of the envelope with its JSON path', () => {
    const result = validateFormDefinition({ id: 'Bad Id', category: 'c', components: [] });
    expect(result.ok).toBe(false);
    const paths = !result.ok ? result.problems.map((p) => p.path) : [];
    expect(paths).toEqual(expect.arrayContaining(['/id', '/name']));
  });

  it('checks screen config settings deep in the tree, with the spec message for property names', () => {
    const result = validateFormDefinition({
      id: 'f',
      name: 'F',
      category: '',
      components: [
        {
          type: 'panel',
          key: 'p',
          components: [{ ...screenConfig, key: 'ends-with-dash-', screenType: 'list' }],
        },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: '/components/0/components/0/key', message: PROPERTY_NAME_MESSAGE },
        expect.objectContaining({ path: '/components/0/components/0/screenType' }),
      ]),
    );
  });

  it("checks an embedded report's analytics settings", () => {
    const report = (analyticsConfig: Record<string, unknown>) =>
      validateFormDefinition({
        id: 'f',
        name: 'F',
        category: '',
        components: [{ type: 'embedded-report', key: 'report', customOptions: { analyticsConfig } }],
      });
    expect(report({ containerID: 'fines-report', embeddedDashboardId: 'fines-overview' }).ok).toBe(true);
    const bad = report({ containerID: '1 report', displayGotoAnalyticsButton: 'yes' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        '/components/0/customOptions/analyticsConfig/containerID',
        '/components/0/customOptions/analyticsConfig/displayGotoAnalyticsButton',
      ]),
    );
  });

  it("requires a legacy popup's header, message and screen, and a legacy get-data button's URL", () => {
    const button = (settings: Record<string, unknown>) =>
      validateFormDefinition({
        id: 'f',
        name: 'F',
        category: '',
        components: [{ type: 'action-button', key: 'b', label: 'B', ...settings }],
      });
    const complete = { headerMessage: 'Reason', message: 'Why?', popupScreenId: 'generic-reasoning-popup' };
    expect(button({ actionType: 'showPopup', showPopupConfig: complete }).ok).toBe(true);
    const popup = button({
      actionType: 'showPopup',
      showPopupConfig: { ...complete, message: '', headerMessage: undefined },
    });
    expect(popup.ok ? [] : popup.problems.map((problem) => problem.path)).toEqual([
      '/components/0/showPopupConfig/headerMessage',
      '/components/0/showPopupConfig/message',
    ]);
    expect(
      button({ actionType: 'getDataFromApi', getDataFromApiConfig: { apiUrl: '/court-fines' } }).ok,
    ).toBe(true);
    const getData = button({ actionType: 'getDataFromApi', getDataFromApiConfig: { dataPath: 'x' } });
    expect(getData.ok ? [] : getData.problems).toEqual([
      expect.objectContaining({ path: '/components/0/getDataFromApiConfig/apiUrl' }),
    ]);
  });

  it('refuses a second screen config and bad JSON text', () => {
    const twice = validateFormDefinition({
      id: 'f',
      name: 'F',
      category: '',
      components: [screenConfig, screenConfig],
    });
    expect(!twice.ok && twice.problems[0]?.message).toMatch(/only one screen-config/);
    const badJson = validateFormDefinition({ id: 'f', name: 'F', category: '', components: ['[{'] });
    expect(!badJson.ok && badJson.problems[0]?.path).toBe('/components/0');
  });

  it("accepts Form.io's typeless layout items (tab items, columns, table cells) and still checks inside them", () => {
    const textfield = { type: 'textfield', key: 'inTab', input: true };
    const layouts = [
      { type: 'tabs', key: 'tabs', components: [{ label: 'Tab 1', key: 'tab1', components: [textfield] }] },
      { type: 'columns', key: 'cols', columns: [{ width: 6, components: [{ ...textfield, key: 'inCol' }] }] },
      {
        type: 'table',
        key: 'tbl',
        rows: [[{ components: [{ ...textfield, key: 'inCell' }] }, { components: [] }]],
      },
    ];
    const ok = validateFormDefinition({ id: 'f', name: 'F', category: '', components: layouts });
    expect(ok.ok).toBe(true);
    const tab = { label: 'Tab 1', key: 'tab1', components: [textfield, { key: 'noType' }] };
    const broken = [{ ...layouts[0], components: [tab] }, ...layouts.slice(1)];
    const result = validateFormDefinition({ id: 'f', name: 'F', category: '', components: broken });
    expect(!result.ok && result.problems).toEqual([
      { path: '/components/0/components/0/components/1/type', message: 'type is required' },
    ]);
  });
});
