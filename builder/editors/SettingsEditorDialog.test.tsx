import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { SettingsEditorDialog } from './SettingsEditorDialog';

const button = (settings: Record<string, unknown>) =>
  ({
    key: 'pay',
    type: 'action-button',
    input: false,
    label: 'Pay',
    actionProcessors: [],
    ...settings,
  }) as FormComponent;

function openDialog(component: FormComponent) {
  const onApply = vi.fn();
  const view = render(
    <SettingsEditorDialog
      component={component}
      formComponents={[component]}
      onApply={onApply}
      onClose={() => undefined}
    />,
  );
  return { onApply, apply: screen.getByRole('button', { name: 'Apply' }), unmount: view.unmount };
}

describe('the settings dialog of Advanced settings', () => {
  it('refuses to apply settings that break their schema, saying why', async () => {
    const { onApply, apply, unmount } = openDialog(button({ label: 42, theme: 'purple' }));
    await screen.findByText(/The settings break their schema/);
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();
    unmount();
  });

  it('applies settings that keep to their schema', () => {
    const { onApply, apply, unmount } = openDialog(button({}));
    expect(screen.queryByText(/The settings break their schema/)).toBeNull();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith(button({}));
    unmount();
  });
});
