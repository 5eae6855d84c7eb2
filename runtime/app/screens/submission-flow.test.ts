import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../../schemas/form-definition';
import { BeforeSubmitError, runBeforeSubmitHooks, submissionBody, UNEXPECTED_ERROR } from './submission-flow';

describe('runBeforeSubmitHooks', () => {
  const withHook = (hook: string): FormComponent[] => [
    { type: 'textfield', key: 'amount', beforeSubmitHook: hook },
  ];

  it('passes when hooks answer nothing or true', () => {
    expect(() => runBeforeSubmitHooks(withHook('result = true;'), { amount: 1 }, {})).not.toThrow();
    expect(() => runBeforeSubmitHooks(withHook('const x = 1;'), {}, {})).not.toThrow();
  });

  it('stops with the message a hook answers or throws, else the spec message', () => {
    expect(() =>
      runBeforeSubmitHooks(withHook("data.amount > 10 ? 'Too much' : true"), { amount: 20 }, {}),
    ).toThrow('Too much');
    expect(() => runBeforeSubmitHooks(withHook("throw new Error('Nope')"), {}, {})).toThrow('Nope');
    expect(() => runBeforeSubmitHooks(withHook("result = { error: 'Bad' };"), {}, {})).toThrow('Bad');
    expect(() => runBeforeSubmitHooks(withHook('false'), {}, {})).toThrow(UNEXPECTED_ERROR);
    expect(() => runBeforeSubmitHooks(withHook('throw 1'), {}, {})).toThrow(BeforeSubmitError);
  });
});

describe('submissionBody', () => {
  it('cleans the data and groups documents', () => {
    const components: FormComponent[] = [
      { type: 'screen-config', key: 'screen' },
      { type: 'textfield', key: 'note' },
      { type: 'file', key: 'uploads' },
    ];
    const body = submissionBody(
      components,
      {
        type: 'screen-config',
        key: 'screen',
        screenType: 'create',
        documentConfig: { sourceKey: 'uploads', targetKey: 'documents' },
      },
      { screen: {}, note: '', uploads: { EVIDENCE: [{ data: { id: 'd1' } }] } },
    );
    expect(body).toEqual({
      note: null,
      uploads: { EVIDENCE: [{ data: { id: 'd1' } }] },
      documents: [{ categoryType: 'EVIDENCE', documentId: 'd1' }],
    });
  });
});
