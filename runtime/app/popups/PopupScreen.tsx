// A popup's form: loaded by id, filled with the input data, alerts off. Its submit closes the popup and
// navigates to the return address or answers the form data; a button emitting the `cancel` event
// closes it with no answer. Its visibility toggles and its screen configuration's listeners work as on a
// screen.
import { useEffect, useMemo, useState } from 'react';
import { POPUP_CANCEL_EVENT } from '../../core/actions/popup-screen';
import { inAppAddress } from '../../core/navigation';
import { applyScreenAccess } from '../../core/screen-access';
import { FormioForm, type FormioInstance } from '../screens/FormioForm';
import { loadScreen, type LoadedScreen } from '../screens/screen-loader';
import { wireScreenEvents } from '../screens/screen-listeners';
import { createActionServices } from '../actions/action-services';
import { http, navigate } from '../services';
import { useSession } from '../session/session-store';
import type { OpenPopup } from './popup-store';

const POPUP_FORM_OPTIONS = { noAlerts: true };

export const POPUP_LOAD_ERROR = 'An error occurred while loading the form. Please try again.';

export function PopupScreen({ popup, onClose }: { popup: OpenPopup; onClose(result?: unknown): void }) {
  const [loaded, setLoaded] = useState<LoadedScreen | null>(null);
  const form = loaded?.form ?? null;
  const [failed, setFailed] = useState(false);
  const acls = useSession((state) => state.identity?.acls);
  const components = useMemo(
    () => (form ? applyScreenAccess(form.components, { acls: acls ?? [] }) : []),
    [form, acls],
  );
  const { inputData, parentInputData } = popup.data;
  const data = useMemo(() => ({ ...parentInputData, ...inputData }), [inputData, parentInputData]);

  useEffect(() => {
    let cancelled = false;
    loadScreen(http, popup.data.formId).then(
      (screen) => !cancelled && setLoaded(screen),
      (error: unknown) => {
        console.error(`Popup ${popup.data.formId} could not be loaded`, error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [popup.data.formId]);

  if (failed) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {POPUP_LOAD_ERROR}
      </div>
    );
  }
  if (!form) return <p className="text-muted mb-0">Loading…</p>;

  function finish(data: Record<string, unknown>) {
    const returnUrl = popup.data.returnUrl;
    onClose(data);
    if (!returnUrl) return;
    if (popup.data.inAppNavigation === false || /^https?:\/\//.test(returnUrl))
      window.location.assign(returnUrl);
    else navigate(inAppAddress(returnUrl));
  }

  return (
    <FormioForm
      components={components}
      display={form.display}
      data={data}
      options={POPUP_FORM_OPTIONS}
      onSubmit={async (data) => finish(data)}
      onReady={(instance: FormioInstance) => {
        instance.on('customEvent', (event: { type: string }) => {
          if (event.type === POPUP_CANCEL_EVENT) onClose(undefined);
        });
        wireScreenEvents(instance, loaded?.screenConfig?.actionListener, () =>
          createActionServices(instance),
        );
      }}
    />
  );
}
