import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { ComponentSettingsEditor } from './ComponentSettingsEditor';

function shownSettings(config: Record<string, unknown>): string[] {
  const component = { type: 'screen-config', key: 'screenConfiguration', ...config } as FormComponent;
  const { container, unmount } = render(
    <ComponentSettingsEditor
      kind="screen-config"
      original={component}
      value={component}
      onChange={() => undefined}
      formComponents={[component]}
    />,
  );
  const paths = [...container.querySelectorAll('[data-setting-path]')].map((element) =>
    element.getAttribute('data-setting-path'),
  );
  unmount();
  return paths.filter((path): path is string => path !== null);
}

describe('the structured screen configuration editor (spec 000 §5)', () => {
  it('offers the popups and submission settings on create screens, the retrieval URL elsewhere', () => {
    const create = shownSettings({ screenType: 'create' });
    expect(create).toContain('/submitSuccessPopup');
    expect(create).toContain('/errorPopup');
    expect(create).toContain('/submissionUrl');
    expect(create).not.toContain('/retrievalUrl');
  });

  it('leaves the popups and submission settings out of a data display screen, unless it holds them', () => {
    const view = shownSettings({ screenType: 'view' });
    expect(view).toContain('/retrievalUrl');
    expect(view).not.toContain('/submitSuccessPopup');
    expect(view).not.toContain('/errorPopup');
    expect(view).not.toContain('/submissionUrl');
    expect(shownSettings({ screenType: 'view', errorPopup: { message: 'Failed' } })).toContain('/errorPopup');
  });
});

describe("the settings editor's problems", () => {
  it("lists the server's problems of the stored form under the component, once each, and no other component's", () => {
    const table = {
      type: 'smart-table',
      key: 'fines',
      gridOptions: { key: 'fines', apiUrl: '/api/court-fines', columnDefinitions: [] },
    } as unknown as FormComponent;
    const config = { type: 'screen-config', key: 'screenConfiguration', screenType: 'view' } as FormComponent;
    const unknownAcl = {
      ruleId: 'unknown-acl',
      severity: 'warning' as const,
      path: '/components/1/gridOptions/aclResource',
      message: 'No acl is named "nobody.reads".',
    };
    const elsewhere = { ...unknownAcl, path: '/components/0/aclResource', message: 'Not this one.' };
    const { getByRole } = render(
      <ComponentSettingsEditor
        kind="smart-table"
        original={table}
        value={table}
        onChange={() => undefined}
        formComponents={[config, table]}
        storedProblems={[unknownAcl, elsewhere, unknownAcl]}
      />,
    );
    const panel = getByRole('region', { name: 'Problems' });
    expect(panel.textContent).toContain('0 errors, 1 warning');
    expect(panel.textContent).toContain('No acl is named "nobody.reads".');
    expect(panel.textContent).not.toContain('Not this one.');
  });
});
