import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { applyScreenAccess } from './screen-access';

const components: FormComponent[] = [
  { type: 'textfield', key: 'open' },
  { type: 'textfield', key: 'secret', aclResource: 'fines.secret,fines.admin' },
  {
    type: 'panel',
    key: 'p',
    components: [{ type: 'button', key: 'approve', action: 'submit', aclResource: 'fines.approve' }],
  },
  { type: 'button', key: 'submit', action: 'submit' },
  { type: 'button', key: 'keep', action: 'submit', customOptions: { showInWorkflowItem: true } },
  { type: 'button', key: 'reset', action: 'reset' },
  { type: 'action-button', key: 'writeOff', actionProcessors: [] },
  { type: 'action-button', key: 'download', showInWorkflowItem: true, actionProcessors: [] },
];

const hiddenKeys = (list: FormComponent[]): string[] =>
  list.flatMap((c) => [
    ...(c.hidden ? [c.key!] : []),
    ...hiddenKeys((c.components as FormComponent[]) ?? []),
  ]);

describe('applyScreenAccess', () => {
  it('hides components and buttons whose acl is missing, granting on any comma-separated name', () => {
    expect(hiddenKeys(applyScreenAccess(components, { acls: [] }))).toEqual(['secret', 'approve']);
    expect(hiddenKeys(applyScreenAccess(components, { acls: ['fines.admin', 'fines.approve'] }))).toEqual([]);
  });

  it('hides submit and action buttons not flagged showInWorkflowItem in workflow views', () => {
    expect(hiddenKeys(applyScreenAccess(components, { acls: ['fines.admin'], workflowView: true }))).toEqual([
      'approve',
      'submit',
      'writeOff',
    ]);
  });

  it('hides the submit buttons of nested forms, unless flagged showInWorkflowItem, but not the screen own', () => {
    const nested: FormComponent[] = [
      {
        type: 'form',
        key: 'address',
        components: [
          { type: 'textfield', key: 'street' },
          { type: 'panel', key: 'inner', components: [{ type: 'button', key: 'nestedSubmit' }] },
          {
            type: 'button',
            key: 'nestedKeep',
            action: 'submit',
            customOptions: { showInWorkflowItem: true },
          },
          { type: 'action-button', key: 'nestedAction', actionProcessors: [] },
          { type: 'action-button', key: 'nestedShown', showInWorkflowItem: true, actionProcessors: [] },
        ],
      },
      { type: 'button', key: 'submit', action: 'submit' },
      { type: 'action-button', key: 'screenAction', actionProcessors: [] },
    ];
    expect(hiddenKeys(applyScreenAccess(nested, { acls: [] }))).toEqual(['nestedSubmit']);
    expect(hiddenKeys(applyScreenAccess(nested, { acls: [], workflowView: true }))).toEqual([
      'nestedSubmit',
      'nestedAction',
      'submit',
      'screenAction',
    ]);
  });

  it("does not read a permission tile's acl (the permission it grants) as one needed to see it", () => {
    const tiles = applyScreenAccess(
      [{ type: 'vector-checkbox', key: 'canSign', aclResource: 'fines.sign' }],
      { acls: [] },
    );
    expect(tiles[0]?.hidden).toBeUndefined();
  });

  it('leaves the original components untouched', () => {
    applyScreenAccess(components, { acls: [] });
    expect(components[1]?.hidden).toBeUndefined();
  });
});
