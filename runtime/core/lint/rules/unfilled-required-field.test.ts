import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../../../schemas/form-definition';
import type { LintCatalogue } from '../lint-rule';
import { lintWith } from '../lint-test-form';
import { requiredDataPaths, resourceForms } from '../required-fields';
import { unfilledRequiredField, writtenResource } from './unfilled-required-field';

const field = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'textfield',
  key,
  label: key,
  input: true,
  ...extra,
});
const required = (key: string, extra: Record<string, unknown> = {}) =>
  field(key, { validate: { required: true }, ...extra });

const catalogue: LintCatalogue = {
  resources: ['court-fines'],
  resourceForms: {
    'court-fines': {
      formId: 'court-fine-create',
      requiredFields: ['caseNumber', 'offenderName', 'amount', 'offender.address'],
    },
  },
};
const config = (settings: Record<string, unknown>) => ({
  type: 'screen-config',
  key: 'screen',
  screenType: 'create',
  input: false,
  ...settings,
});

describe('unfilled-required-field', () => {
  it("names the resource form's required fields that the screen's fields do not fill", () => {
    const problems = lintWith(
      unfilledRequiredField,
      [config({ submissionUrl: '/court-fines' }), field('name'), field('caseNumber')],
      catalogue,
    );
    expect(problems).toEqual([['/components/0/submissionUrl', expect.any(String)]]);
    const message = problems[0]![1];
    expect(message).toContain('writes court-fines records');
    expect(message).toContain('"court-fine-create"');
    expect(message).toContain('"offenderName", "amount", "offender.address"');
    expect(message).not.toContain('"caseNumber"');
  });

  it('counts nested fields by data path, object fields, settings that store data and documents', () => {
    const components = [
      config({
        submissionUrl: '/api/court-fines/{{ data.id }}',
        documentConfig: { sourceKey: 'files', targetKey: 'amount' },
      }),
      { type: 'container', key: 'offender', input: true, components: [field('address')] },
      { type: 'panel', key: 'p', input: false, components: [field('caseNumber')] },
      {
        type: 'action-button',
        key: 'b',
        label: 'B',
        input: false,
        actionProcessors: [
          {
            actionType: 'setFieldValues',
            actionName: 'set',
            fieldValuesConfig: [{ fieldName: 'offenderName', fieldValue: "'x'" }],
          },
        ],
      },
    ];
    expect(lintWith(unfilledRequiredField, components, catalogue)).toEqual([]);
    // A container without the field does not fill it; a field holding the object does.
    const container = [
      config({ submissionUrl: '/court-fines' }),
      { type: 'container', key: 'offender', components: [] },
    ];
    expect(lintWith(unfilledRequiredField, container, catalogue)[0]![1]).toContain('"offender.address"');
    const holder = [config({ submissionUrl: '/court-fines' }), field('offender', { type: 'hidden' })];
    expect(lintWith(unfilledRequiredField, holder, catalogue)[0]![1]).not.toContain('"offender.address"');
  });

  it('does not count fields left out of the submission', () => {
    const components = [
      config({ submissionUrl: '/court-fines' }),
      field('caseNumber', { persistent: false }),
      { type: 'htmlelement', key: 'offenderName', input: false },
    ];
    const [[, message]] = lintWith(unfilledRequiredField, components, catalogue) as [[string, string]];
    expect(message).toContain('"caseNumber", "offenderName"');
  });

  it('leaves alone screens that load their record, reshape their data, submit elsewhere or are the form', () => {
    const screens: unknown[][] = [
      [config({ submissionUrl: '/court-fines/{{ data.id }}', retrievalUrl: '/court-fines/{{ state.id }}' })],
      [
        config({
          submissionUrl: '/court-fines',
          screenInitializationConfig: [{ storageAttribute: '*', apiUrl: '/x' }],
        }),
      ],
      [
        config({ submissionUrl: '/court-fines' }),
        field('a', { beforeSubmitHook: 'data.caseNumber = data.a;' }),
      ],
      [config({ submissionUrl: '/deposits' })],
      [config({ submissionUrl: '/court-fines/1/write-off' })],
      [config({ submissionUrl: '/api/workflow/items/1/decision' })],
      [config({ submissionUrl: 'https://example.org/court-fines' })],
      [config({})],
    ];
    for (const components of screens)
      expect(lintWith(unfilledRequiredField, components, catalogue)).toEqual([]);
    expect(writtenResource('/court-fines?draft=1')).toBe('court-fines');
    expect(writtenResource('/court-fines/{{ data.id }}/')).toBe('court-fines');
    expect(writtenResource('/court-fines/1/write-off')).toBeUndefined();
    const self = {
      id: 'court-fine-create',
      name: 'C',
      category: 'c',
      components: [config({ submissionUrl: '/court-fines' })],
    };
    expect(unfilledRequiredField.check(self as never, catalogue)).toEqual([]);
    expect(lintWith(unfilledRequiredField, [config({ submissionUrl: '/court-fines' })], {})).toEqual([]);
  });
});

describe('requiredDataPaths', () => {
  it('answers the data paths of required input fields a write must send', () => {
    const components = [
      required('caseNumber'),
      field('note'),
      { type: 'panel', key: 'panel', input: false, components: [required('offenderName')] },
      { type: 'container', key: 'offender', input: true, components: [required('address')] },
      {
        type: 'columns',
        key: 'cols',
        columns: [{ components: [required('amount', { type: 'currency' })] }],
      },
    ] as FormComponent[];
    expect(requiredDataPaths(components)).toEqual([
      'caseNumber',
      'offenderName',
      'offender.address',
      'amount',
    ]);
  });

  it('leaves out fields the server fills, skips or checks only per row', () => {
    const components = [
      required('withDefault', { defaultValue: 'open' }),
      required('customDefault', { customDefaultValue: "value = 'x';" }),
      required('calculatedOnServer', { calculateValue: 'value = 1;', calculateServer: true }),
      required('hidden', { hidden: true }),
      required('conditional', { conditional: { show: true, when: 'kind', eq: 'a' } }),
      required('custom', { customConditional: 'show = data.kind === "a";' }),
      required('clientOnly', { persistent: 'client-only' }),
      { type: 'panel', key: 'p', input: false, hidden: true, components: [required('inHiddenPanel')] },
      { type: 'datagrid', key: 'lines', input: true, components: [required('qty')] },
      { type: 'button', key: 'submit', input: true, validate: { required: true } },
    ] as FormComponent[];
    expect(requiredDataPaths(components)).toEqual([]);
    // The server neither fills a number field's default nor a value calculated only in the browser.
    const kept = [
      required('count', { type: 'number', defaultValue: 1 }),
      required('calculated', { calculateValue: 'value = 1;' }),
      required('emptyDefault', { defaultValue: '' }),
      required('shownWhenHiddenToo', { hidden: true, validateWhenHidden: true }),
    ] as FormComponent[];
    expect(requiredDataPaths(kept)).toEqual(['count', 'calculated', 'emptyDefault', 'shownWhenHiddenToo']);
  });

  it('builds the catalogue entry of each resource whose form is known', () => {
    const forms: Record<string, FormComponent[]> = {
      'fine-form': [required('caseNumber')] as FormComponent[],
    };
    expect(
      resourceForms(
        [
          { name: 'court-fines', formId: 'fine-form' },
          { name: 'deposits', formId: 'missing' },
        ],
        (id) => forms[id],
      ),
    ).toEqual({ 'court-fines': { formId: 'fine-form', requiredFields: ['caseNumber'] } });
  });
});
