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
