import { describe, expect, it } from 'vitest';
import { formReferences, PORTAL_FORM_IDS, refersToForm } from './form-references';

describe('formReferences', () => {
  it('finds every form the runtime opens by id, with its JSON pointer', () => {
    const components = [
      { type: 'form', key: 'a', formId: 'offender' },
      { type: 'form', key: 'b', form: 'address' },
      { type: 'form', key: 'c', src: 'https://portal.example/api/ignite/application/bank-account?x=1' },
      {
        type: 'action-button',
        key: 'd',
        showPopupConfig: { headerMessage: 'H', message: 'M', popupScreenId: 'legacy-popup' },
        actionChains: [
          {
            steps: [
              { type: 'showPopup', popupAction: { popupType: 'confirmation', screenId: 'chain-popup' } },
            ],
          },
        ],
      },
      { type: 'smart-table', key: 'e', gridOptions: { importFormId: 'deposit-import-configuration' } },
      { type: 'screen-config', key: 's', errorPopup: { popupScreenId: 'error-popup' } },
    ];
    expect(formReferences(components)).toEqual([
      { formId: 'offender', pointer: '/components/0/formId' },
      { formId: 'address', pointer: '/components/1/form' },
      { formId: 'bank-account', pointer: '/components/2/src' },
      { formId: 'legacy-popup', pointer: '/components/3/showPopupConfig/popupScreenId' },
      { formId: 'chain-popup', pointer: '/components/3/actionChains/0/steps/0/popupAction/screenId' },
      { formId: 'deposit-import-configuration', pointer: '/components/4/gridOptions/importFormId' },
      { formId: 'error-popup', pointer: '/components/5/errorPopup/popupScreenId' },
    ]);
  });

  it('leaves out templates, blanks and settings of other components that share the name', () => {
    expect(
      formReferences([
        { type: 'form', key: 'a', formId: '{{formId}}' },
        { type: 'form', key: 'b', formId: '  ' },
        { type: 'textfield', key: 'form', formId: 'not-a-reference', form: 'nor-this' },
        { type: 'action-button', key: 'c', showPopupConfig: { popupScreenId: '{{ data.screen }}' } },
      ]),
    ).toEqual([]);
  });

  it('finds the screen a navigation or the redirect after a submission opens, not app pages or templates', () => {
    const components = [
      {
        type: 'screen-config',
        key: 's',
        redirectUrlAfterSubmission: '/app/court-fines/court-fine-view/{{ data.id }}',
      },
      { type: 'action-button', key: 'a', navigationConfig: { navigateToUrl: '/app/deposits/deposit-list' } },
      {
        type: 'action-button',
        key: 'b',
        actionChains: [
          {
            steps: [
              { actionType: 'navigateToUrl', navigationConfig: { navigateToUrl: '/app/users/my-profile' } },
              { actionType: 'navigateToUrl', navigationConfig: { navigateToUrl: '/app/x/{{ data.form }}' } },
              {
                actionType: 'navigateToUrl',
                navigationConfig: { navigateToUrl: 'https://example.org/a/b/c' },
              },
            ],
          },
        ],
      },
    ];
    expect(formReferences(components)).toEqual([
      { formId: 'court-fine-view', pointer: '/components/0/redirectUrlAfterSubmission' },
      { formId: 'deposit-list', pointer: '/components/1/navigationConfig/navigateToUrl' },
    ]);
  });

  it('answers whether a component tree refers to one form', () => {
    const components = [
      { type: 'columns', columns: [{ components: [{ type: 'form', formId: 'offender' }] }] },
    ];
    expect(refersToForm(components, 'offender')).toBe(true);
    expect(refersToForm(components, 'address')).toBe(false);
  });

  it('names the forms the portal opens by itself', () => {
    expect([...PORTAL_FORM_IDS]).toEqual(
      expect.arrayContaining([
        'confirmation-popup',
        'generic-pop-up',
        'generic-reasoning-popup',
        'workflow-participant-chooser',
        'my-dashboard',
      ]),
    );
  });
});
