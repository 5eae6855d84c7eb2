// The app's side of the actions: popups, navigation, downloads, tables, toasts and traces for a form.
import escape from 'lodash/escape';
import type { ActionForm, ActionServices } from '../../core/actions/action-context';
import type { ChainTrace } from '../../core/actions/chain-engine';
import { stateToQuery } from '../../core/propagated-state';
import { saveBlob } from '../../core/save-blob';
import { tablesOf } from '../../core/table-registry';
import { closeAllPopups, openPopup } from '../popups/popup-store';
import { events, http, navigate } from '../services';
import { useSession } from '../session/session-store';
import { showToast } from '../shell/toast';
import { useTraces } from './trace-store';

const ERROR_TOAST_LIFE_MS = 8000;

/** Saves a file the browser received. */
export const saveFile = saveBlob;

function withState(url: string, state?: Record<string, unknown>): string {
  const query = state && Object.keys(state).length > 0 ? stateToQuery(state) : '';
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export function createActionServices(
  form: ActionForm,
  screenState: Record<string, unknown> = {},
): ActionServices {
  const session = useSession.getState();
  return {
    http,
    popups: { open: (request) => openPopup(request), closeAll: closeAllPopups },
    navigation: {
      closeAllPopups,
      // The message may come from data (a propagated state): shown as text, never as markup.
      showInformation: (message) =>
        openPopup({
          formId: 'generic-pop-up',
          title: 'Information',
          description: `<p>${escape(message)}</p>`,
        }),
      navigateInApp: (url, state) => navigate(withState(url, state)),
      navigateBrowser: (url) => window.location.assign(url),
    },
    events,
    tables: tablesOf(form),
    download: saveFile,
    goBack: () => window.history.back(),
    notify: (severity, message, header) =>
      showToast({
        severity: severity === 'warning' ? 'warn' : severity,
        summary: header,
        detail: message,
        life: severity === 'error' ? ERROR_TOAST_LIFE_MS : undefined,
      }),
    user: session.identity
      ? {
          ...session.identity.identity,
          roles: session.identity.roles,
          acls: session.identity.acls,
          profile: session.profile,
        }
      : null,
    state: screenState,
    log: {
      warn: (message, detail) => console.warn(message, detail),
      error: (message, detail) => console.error(message, detail),
    },
    recordTrace: (trace) => useTraces.getState().record(trace as ChainTrace),
  };
}
