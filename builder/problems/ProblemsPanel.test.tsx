import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProblemsPanel } from './ProblemsPanel';

const form = {
  components: [
    { type: 'textfield', key: 'amount', label: 'Amount' },
    {
      type: 'panel',
      key: 'p',
      components: [{ type: 'smart-table', key: 'fines', gridOptions: { apiUrl: '/api/x' } }],
    },
  ],
};

describe('ProblemsPanel', () => {
  it('lists validation problems, errors, then warnings, each naming its component and setting', () => {
    const selected: string[] = [];
    render(
      <ProblemsPanel
        form={form}
        problems={[
          {
            ruleId: 'unknown-acl',
            severity: 'warning',
            path: '/components/0/aclResource',
            message: 'No acl resource is named "x".',
          },
          {
            ruleId: 'undeclared-resource',
            severity: 'error',
            path: '/components/1/components/0/gridOptions/apiUrl',
            message: 'Declare the resource.',
          },
        ]}
        validation={[{ path: '/components/0/key', message: 'must match the pattern' }]}
        onSelect={(path) => selected.push(path)}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Problems' });
    expect(within(panel).getByText('2 errors, 1 warning')).toBeTruthy();
    const rows = within(panel).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['invalid', 'error', 'warning']);
    expect(within(rows[1]!).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('smart table "fines" → gridOptions.apiUrl');
    expect(rows[1]!.textContent).toContain('undeclared-resource');
    expect(rows[1]!.textContent).toContain('Declare the resource.');
    expect(rows[1]!.textContent).toContain('/components/1/components/0/gridOptions/apiUrl');
    expect(within(rows[2]!).getByRole('img', { name: 'Warning' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('textfield "amount" → key');

    fireEvent.click(rows[1]!);
    fireEvent.click(rows[0]!);
    expect(selected).toEqual(['/components/1/components/0/gridOptions/apiUrl', '/components/0/key']);
  });

  it('says so when there is nothing to fix, and shows pointers without a form', () => {
    const { unmount } = render(<ProblemsPanel problems={[]} onSelect={() => undefined} />);
    expect(screen.getByText('No problems found.')).toBeTruthy();
    unmount();
    render(
      <ProblemsPanel
        problems={[
          { ruleId: 'duplicate-key', severity: 'error', path: '/components/3/key', message: 'Rename it.' },
        ]}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('button').textContent).toContain('/components/3/key');
  });

  it('says what was not checked instead of claiming no problems', () => {
    render(
      <ProblemsPanel problems={[]} unchecked="The acls are not loaded yet." onSelect={() => undefined} />,
    );
    expect(screen.getByRole('note').textContent).toContain('The acls are not loaded yet.');
    expect(screen.queryByText('No problems found.')).toBeNull();
  });
});
