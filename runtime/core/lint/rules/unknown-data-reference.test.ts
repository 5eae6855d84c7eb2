import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { dataReferences, unknownDataReference } from './unknown-data-reference';

describe('unknown-data-reference', () => {
  it('warns about data.x in templates and scripts when no component has the key x', () => {
    const problems = lintWith(unknownDataReference, [
      { type: 'number', key: 'amount' },
      { type: 'htmlelement', key: 'h', content: '{{ data.amount }} {{ data.amuont }}' },
      { type: 'textfield', key: 't', customConditional: "show = data['flag'];" },
    ]);
    expect(problems).toEqual([
      ['/components/1/content', expect.stringContaining('"amuont"')],
      ['/components/2/customConditional', expect.stringContaining('"flag"')],
    ]);
  });

  it('reads form data only, and skips screens that load their data', () => {
    expect(dataReferences('response.data.x + row.data.y + submission.data.z + data.w')).toEqual(['z', 'w']);
    expect(
      lintWith(unknownDataReference, [
        { type: 'screen-config', key: 's', screenType: 'view', retrievalUrl: '/court-fines' },
        { type: 'htmlelement', key: 'h', content: '{{ data.caseNumber }}' },
      ]),
    ).toEqual([]);
    expect(
      lintWith(unknownDataReference, [{ type: 'htmlelement', key: 'h', content: 'Saved as {{ data.id }}' }]),
    ).toEqual([]);
  });
});
