// Where the structured editors (builder/editors) plug into Form.io's settings dialog: the dialog of the
// screen configuration, the smart table and the action button shows an "Advanced settings…" button that
// calls the opener set here. Until an opener is set the button says so and changes nothing.

/** The component being edited in the dialog, and how to write changed settings back into it. */
export interface AdvancedSettingsRequest {
  type: string;
  /** The settings as the dialog holds them now (a copy). */
  settings: Record<string, unknown>;
  /** Writes changed settings back into the dialog (they are saved with the dialog's Save). */
  apply: (settings: Record<string, unknown>) => void;
}

export type AdvancedSettingsOpener = (request: AdvancedSettingsRequest) => void;

/** The component types whose settings dialog offers the advanced editors. */
export const ADVANCED_SETTINGS_TYPES: readonly string[] = ['screen-config', 'smart-table', 'action-button'];

let opener: AdvancedSettingsOpener | null = null;

/** Sets (or with null, clears) what "Advanced settings…" opens. */
export function setAdvancedSettingsOpener(next: AdvancedSettingsOpener | null): void {
  opener = next;
}

/** Opens the advanced editors; false when none are plugged in yet. */
export function openAdvancedSettings(request: AdvancedSettingsRequest): boolean {
  if (!opener) return false;
  opener(request);
  return true;
}
