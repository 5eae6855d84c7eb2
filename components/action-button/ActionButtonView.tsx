// The action button (spec 000 §3): a single button or a dropdown; the six themes, icons, block, custom
// class; the label re-evaluated when data loads; a click runs the button's chain (or legacy action).
import { useEffect, useRef, useState } from 'react';
import type { ActionButton } from '../../schemas/actions';
import { runButton } from '../../runtime/core/actions/run-button';
import type { ActionForm } from '../../runtime/core/actions/action-context';
import { errorMessage } from '../../runtime/core/error-message';
import { EVENTS } from '../../runtime/core/event-bus';
import type { ReactViewProps } from '../react-component';
import { buttonLabel } from './button-label';
import { mergeOptionResult } from './dropdown-option';
import './action-button.css';

export function ActionButtonView({
  settings,
  formData,
  disabled,
  context,
  instance,
}: ReactViewProps<ActionButton>) {
  const [, setDataVersion] = useState(0);
  const [running, setRunning] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => context.events.on(EVENTS.FORM_DATA_LOADED, () => setDataVersion((version) => version + 1)),
    [context],
  );
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [menuOpen]);

  if (settings.hidden) return null;
  const form = (instance.root ?? instance) as unknown as ActionForm & {
    screenState?: Record<string, unknown>;
  };

  async function click(option?: { label: string; script: string | undefined }) {
    setMenuOpen(false);
    setRunning(true);
    const services = context.actionServices(form);
    try {
      if (option) {
        let merged: Record<string, unknown>;
        try {
          merged = mergeOptionResult(option.script, form.data, { user: context.currentUser() });
        } catch (error) {
          // Said as a failing chain step is: the option's script runs before the chain, which does not run.
          const message = `Button "${settings.label || settings.key}", option "${option.label}": ${errorMessage(error)}`;
          services.log.error(message, error);
          services.notify('error', message, 'The action could not be completed');
          return;
        }
        // The submission and the form's data are one object in Form.io: redraw so fields show the merge.
        if (Object.keys(merged).length > 0) form.setValue?.({ data: form.data }, { fromSubmission: false });
      }
      await runButton(settings, { form, services, results: form.actionResults ?? {} });
    } finally {
      setRunning(false);
    }
  }

  const label = buttonLabel(settings, formData);
  const className = [
    'btn',
    `btn-${settings.theme ?? 'primary'}`,
    settings.blockButton ? 'w-100' : '',
    settings.customClass ?? '',
    'ignite-action-button',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {running ? (
        <i className="pi pi-spin pi-spinner me-2" aria-hidden="true" />
      ) : (
        settings.leftIcon && <i className={`${settings.leftIcon} me-2`} aria-hidden="true" />
      )}
      {label}
      {settings.rightIcon && <i className={`${settings.rightIcon} ms-2`} aria-hidden="true" />}
    </>
  );
  const isDisabled = disabled || Boolean(settings.disabled) || running;

  if (!settings.dropDownButton) {
    return (
      <button
        type="button"
        className={className}
        disabled={isDisabled}
        onClick={() => void click()}
        data-action-button={settings.key}
      >
        {content}
      </button>
    );
  }
  return (
    <div className={`ignite-action-dropdown${settings.blockButton ? ' d-grid' : ''}`} ref={menuRef}>
      <button
        type="button"
        className={`${className} dropdown-toggle`}
        disabled={isDisabled}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
        data-action-button={settings.key}
      >
        {content}
      </button>
      {menuOpen && (
        <ul className="dropdown-menu show" role="menu">
          {(settings.dropDownButtonOptions ?? []).map((option) => (
            <li key={option.buttonOptionLabel}>
              <button
                type="button"
                role="menuitem"
                className="dropdown-item"
                onClick={() =>
                  void click({ label: option.buttonOptionLabel, script: option.buttonOptionUrl })
                }
              >
                {option.buttonOptionLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
