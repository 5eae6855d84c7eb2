import { describe, expect, it } from 'vitest';
import { lintForm } from '../lint-form';
import { lintWith, testForm } from '../lint-test-form';
import { incompleteActionStep } from './incomplete-action-step';

const button = (settings: Record<string, unknown>) => ({
  type: 'action-button',
  key: 'go',
  label: 'Go',
  ...settings,
});

describe('incomplete-action-step', () => {
  it('names the configuration each chain step type needs and lacks', () => {
    const components = [
      button({
        actionProcessors: [
          { actionType: 'navigateToUrl', actionName: 'open' },
          { actionType: 'showPopup', actionName: 'ask' },
          {
            actionType: 'executeCustomLogic',
            actionName: 'compute',
            customLogicConfig: { scriptToExecute: ' ' },
          },
          { actionType: 'sendDataToApi', actionName: 'send' },
          { actionType: 'getDataFromApi', actionName: 'load' },
          { actionType: 'triggerEvent', actionName: 'emit', triggerEventConfig: {} },
        ],
      }),
    ];
    expect(lintWith(incompleteActionStep, components)).toEqual([
      [
        '/components/0/actionProcessors/0/navigationConfig',
        'Step 1 ("open", navigateToUrl) has no navigationConfig: give where to go (its navigateToUrl), or a click stops at this step and the steps after it never run.',
      ],
      ['/components/0/actionProcessors/1/popupAction', expect.stringContaining('Step 2 ("ask", showPopup)')],
      [
        '/components/0/actionProcessors/2/customLogicConfig/scriptToExecute',
        expect.stringContaining('has no customLogicConfig.scriptToExecute: give the script to run'),
      ],
      ['/components/0/actionProcessors/3/sendDataToApi', expect.any(String)],
      ['/components/0/actionProcessors/4/apiConfig', expect.any(String)],
      ['/components/0/actionProcessors/5/triggerEventConfig/eventName', expect.any(String)],
    ]);
    expect(lintForm(testForm(components), {}, [incompleteActionStep])[0]!.severity).toBe('error');
  });

  it('takes either of two settings where a step type reads either (a download, an advanced filter)', () => {
    const components = [
      button({
        actionProcessors: [
          { actionType: 'downloadFile', actionName: 'none' },
          { actionType: 'downloadFile', actionName: 'asFile', fileDownloadConfig: { apiUrl: '/r' } },
          { actionType: 'downloadFile', actionName: 'asCall', apiConfig: { url: '/r' } },
          {
            actionType: 'smartTableAdvanceFilterAction',
            actionName: 'noTable',
            smartTableToApplyAdvancedSearchAction: {},
          },
          {
            actionType: 'smartTableAdvanceFilterAction',
            actionName: 'byKey',
            smartTableToApplyAdvancedSearchAction: { tableKey: 'fines' },
          },
        ],
      }),
    ];
    expect(lintWith(incompleteActionStep, components)).toEqual([
      [
        '/components/0/actionProcessors/0/fileDownloadConfig',
        expect.stringContaining(
          'Step 1 ("none", downloadFile) has no fileDownloadConfig: give the file to download',
        ),
      ],
      [
        '/components/0/actionProcessors/3/smartTableToApplyAdvancedSearchAction/smartTableComponent',
        expect.stringContaining('give the key of the smart table to filter'),
      ],
    ]);
  });

  it("names the configuration a legacy button's single action needs and lacks", () => {
    const components = [
      button({ key: 'a', actionType: 'navigate' }),
      button({ key: 'b', actionType: 'postToUrl' }),
      button({ key: 'c', actionType: 'showPopup' }),
      button({ key: 'd', actionType: 'fileDownload' }),
      button({ key: 'e', actionType: 'getDataFromApi' }),
    ];
    expect(lintWith(incompleteActionStep, components)).toEqual([
      [
        '/components/0/navigationConfig',
        'The button\'s action "navigate" has no navigationConfig: give where to go (its navigateToUrl), or a click on the button fails.',
      ],
      ['/components/1/postToUrlConfig', expect.stringContaining('"postToUrl" has no postToUrlConfig')],
      ['/components/2/showPopupConfig', expect.any(String)],
      ['/components/3/fileDownloadConfig', expect.any(String)],
      ['/components/4/getDataFromApiConfig', expect.any(String)],
    ]);
  });

  it('accepts complete steps and buttons, buttons whose chain wins, and leaves unknown types alone', () => {
    const components = [
      button({
        actionType: 'navigate',
        actionProcessors: [
          { actionType: 'navigateToUrl', actionName: 'open', navigationConfig: { navigateToUrl: '/x' } },
          { actionType: 'showPopup', actionName: 'ask', popupAction: { popupType: 'confirmation' } },
          { actionType: 'goBack', actionName: 'back' },
          { actionType: 'somethingElse', actionName: 'other' },
        ],
      }),
      button({ key: 'b', actionType: 'postToUrl', postToUrlConfig: { url: '/court-fines' } }),
      button({ key: 'c', actionType: 'noSuchAction' }),
    ];
    expect(lintWith(incompleteActionStep, components)).toEqual([]);
  });
});
