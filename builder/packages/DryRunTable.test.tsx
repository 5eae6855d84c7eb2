import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../schemas/package';
import { DryRunTable } from './DryRunTable';

const workflow = { create: [{ name: 'Approve write-off', roles: ['fine_approver'] }] };

const report: ImportReport = {
  dryRun: true,
  forms: [],
  resources: [
    {
      name: 'court-fine-write-offs',
      outcome: 'changed',
      changes: [
        { path: 'writeAcl', kind: 'changed', before: 'court-fines.write', after: 'forms.design' },
        { path: 'workflow', kind: 'removed', before: workflow },
      ],
      warnings: [
        'Removes the approval workflow: court-fine-write-offs records will be created without approval',
      ],
    },
    { name: 'court-fines', outcome: 'unchanged' },
  ],
  menu: [],
};

describe('DryRunTable', () => {
  it("warns on a changed resource's row and shows its changed fields on demand", () => {
    render(<DryRunTable report={report} files={[]} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Removes the approval workflow: court-fine-write-offs records will be created without approval',
    );
    expect(screen.queryByRole('table', { name: 'Changes to court-fine-write-offs' })).toBeNull();
    // One resource changes; the unchanged one has nothing to show.
    expect(screen.getAllByRole('button', { name: 'Show changes' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const changes = screen.getByRole('table', { name: 'Changes to court-fine-write-offs' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-path'))).toEqual(['writeAcl', 'workflow']);
    expect(rows[0]!.textContent).toBe('writeAclcourt-fines.writeforms.design');
    expect(rows[1]!.querySelector('.ignite-diff-before')!.textContent).toBe(JSON.stringify(workflow));
    expect(rows[1]!.querySelector('.ignite-diff-after')!.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Hide changes' }));
    expect(screen.queryByRole('table', { name: 'Changes to court-fine-write-offs' })).toBeNull();
  });
});

describe('DryRunTable: retired forms', () => {
  const restoring = (dryRun: boolean): ImportReport => ({
    dryRun,
    forms: [
      { id: 'fine-popup', outcome: 'changed', restored: true },
      { id: 'fine-list', outcome: 'changed' },
    ],
    resources: [],
    menu: [],
  });

  it('says which retired form the import restores, and once imported that it did', () => {
    const { unmount } = render(<DryRunTable report={restoring(true)} files={[]} />);
    const note = "Retired here: the import restores it to the builder's list";
    expect(screen.getByText(note).closest('tr')!.getAttribute('data-name')).toBe('fine-popup');
    expect(screen.getAllByText(note)).toHaveLength(1);
    unmount();

    render(<DryRunTable report={restoring(false)} files={[]} />);
    expect(screen.getByText("Restored to the builder's list").closest('tr')!.getAttribute('data-name')).toBe(
      'fine-popup',
    );
  });
});
