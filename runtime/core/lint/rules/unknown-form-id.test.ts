import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { unknownFormId } from './unknown-form-id';

const catalogue = { formIds: ['confirmation-popup', 'deposit-import-configuration', 'address'] };

const paths = (components: unknown[]) => lintWith(unknownFormId, components, catalogue).map(([path]) => path);

describe('unknown-form-id', () => {
  it('flags popups, nested forms and import configurations naming no form', () => {
    expect(
      paths([
        {
          type: 'action-button',
          key: 'b',
          showPopupConfig: { headerMessage: 'Confirm', message: 'Sure?', popupScreenId: 'confirm-popup' },
        },
        { type: 'form', key: 'nested', form: 'adress' },
        { type: 'smart-table', key: 't', gridOptions: { importFormId: 'deposit-import-config' } },
      ]),
    ).toEqual([
      '/components/0/showPopupConfig/popupScreenId',
      '/components/1/form',
      '/components/2/gridOptions/importFormId',
    ]);
    expect(lintWith(unknownFormId, [{ type: 'form', key: 'n', form: 'adress' }], catalogue)[0]![1]).toContain(
      'No form has the id "adress"',
    );
  });

  it('flags a navigation to a screen no form has, not one to an app page', () => {
    expect(
      paths([
        {
          type: 'action-button',
          key: 'a',
          navigationConfig: { navigateToUrl: '/app/fines/adress/{{ data.id }}' },
        },
        { type: 'action-button', key: 'b', navigationConfig: { navigateToUrl: '/app/fines/address' } },
        { type: 'action-button', key: 'c', navigationConfig: { navigateToUrl: '/app/users/my-profile' } },
      ]),
    ).toEqual(['/components/0/navigationConfig/navigateToUrl']);
  });

  it('accepts existing forms and the form itself', () => {
    expect(
      paths([
        {
          type: 'action-button',
          key: 'b',
          showPopupConfig: {
            headerMessage: 'Confirm',
            message: 'Sure?',
            popupScreenId: 'confirmation-popup',
          },
        },
        { type: 'form', key: 'nested', form: 'address' },
        { type: 'screen-config', key: 's', errorPopup: { popupScreenId: 'f' } },
      ]),
    ).toEqual([]);
  });

  it("checks a nested form's formId and a chain popup's screenId whatever its popup type", () => {
    expect(
      paths([
        { type: 'form', key: 'nested', formId: 'adress' },
        { type: 'form', key: 'fine', formId: '{{formId}}' },
        {
          type: 'action-button',
          key: 'b',
          actionChains: [
            {
              steps: [
                { type: 'showPopup', popupAction: { popupType: 'confirmation', screenId: 'confirm-popup' } },
                { type: 'showPopup', popupAction: { screenId: 'confirmation-popup' } },
              ],
            },
          ],
        },
      ]),
    ).toEqual(['/components/0/formId', '/components/2/actionChains/0/steps/0/popupAction/screenId']);
  });
});
