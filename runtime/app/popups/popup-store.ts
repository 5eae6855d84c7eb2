// Open popups (spec 000 §3 popup data, §4 popups): each a form shown in a dialog, resolved with the
// popup's answer. Duplicates are allowed; later popups layer above earlier ones.
import { create } from 'zustand';
import { POPUP_SCREEN_IDS } from '../../core/actions/popup-screen';

export interface PopupData {
  formId: string;
  /** Dialog header; 'Message' when not given. */
  title?: string;
  /** Text (sanitised HTML) shown above the form. */
  description?: string;
  /** The popup form's data. */
  inputData?: Record<string, unknown>;
  parentInputData?: Record<string, unknown>;
  /** Where to go after submit: in-app (prefixed '/app/') or a full page navigation. */
  returnUrl?: string;
  inAppNavigation?: boolean;
  /** CSS width; 45% when not given. */
  width?: string;
  contentStyle?: Record<string, string>;
  /** False for popups that must be answered (the approver chooser): no close icon, no Escape. */
  closable?: boolean;
  /** False to hide the header bar. */
  showHeader?: boolean;
}

export interface OpenPopup {
  id: number;
  data: PopupData;
  resolve(result: unknown): void;
}

interface PopupState {
  popups: OpenPopup[];
  open(data: PopupData): Promise<unknown>;
  close(id: number, result?: unknown): void;
  closeAll(): void;
}

let nextId = 1;

export const usePopups = create<PopupState>((set, get) => ({
  popups: [],
  open: (data) =>
    new Promise((resolve) => {
      const popup: OpenPopup = { id: nextId++, data, resolve };
      set((state) => ({ popups: [...state.popups, popup] }));
    }),
  close: (id, result) => {
    const popup = get().popups.find((candidate) => candidate.id === id);
    set((state) => ({ popups: state.popups.filter((candidate) => candidate.id !== id) }));
    popup?.resolve(result);
  },
  closeAll: () => {
    const open = get().popups;
    set({ popups: [] });
    for (const popup of open) popup.resolve(undefined);
  },
}));

export const openPopup = (data: PopupData) => usePopups.getState().open(data);
export const closeAllPopups = () => usePopups.getState().closeAll();

/** The spec's popup screen ids. */
export const POPUP_SCREENS = {
  confirmation: POPUP_SCREEN_IDS.confirmation,
  information: POPUP_SCREEN_IDS.information,
  reasoning: POPUP_SCREEN_IDS.reasoning,
  workflowParticipantChooser: POPUP_SCREEN_IDS.workflow,
} as const;
