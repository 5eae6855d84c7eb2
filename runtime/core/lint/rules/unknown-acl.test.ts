import { describe, expect, it } from 'vitest';
import { lintForm } from '../lint-form';
import { lintWith, testForm } from '../lint-test-form';
import { unknownAcl } from './unknown-acl';

const catalogue = { acls: ['court-fines.read', 'court-fines.write'] };

describe('unknown-acl', () => {
  it('warns about acl names no acl resource has, on components, buttons and table actions', () => {
    const components = [
      { type: 'action-button', key: 'b', aclResource: 'court-fines.write, court-fines.delete' },
      {
        type: 'smart-table',
        key: 't',
        gridOptions: {
          columnDefinitions: [{ displayValueFormatters: [{ category: 'navigation', aclResource: 'nope' }] }],
        },
      },
    ];
    expect(lintWith(unknownAcl, components, catalogue)).toEqual([
      ['/components/0/aclResource', expect.stringContaining('"court-fines.delete"')],
      [
        '/components/1/gridOptions/columnDefinitions/0/displayValueFormatters/0/aclResource',
        expect.any(String),
      ],
    ]);
    expect(lintForm(testForm(components), catalogue, [unknownAcl])[0]!.severity).toBe('warning');
  });

  it('accepts known names and checks nothing without a list of acls', () => {
    const components = [{ type: 'textfield', key: 'a', aclResource: 'court-fines.read,court-fines.write' }];
    expect(lintWith(unknownAcl, components, catalogue)).toEqual([]);
    expect(lintWith(unknownAcl, [{ type: 'textfield', key: 'a', aclResource: 'x' }])).toEqual([]);
  });
});
