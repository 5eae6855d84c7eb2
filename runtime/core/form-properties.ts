// The form-level properties beside id, name, category and components (public, display, settings), spelled
// one way by every reader and writer: each is left out when unset, so a stored form and the form that was
// sent compare equal and an export imported again is the same JSON.
import type { FormDisplay, FormProperties, FormSettings } from '../../schemas/form-definition';

/** The properties as a database row or a decoded envelope holds them (null or false when unset). */
export interface LooseFormProperties {
  public?: boolean | null | undefined;
  display?: FormDisplay | null | undefined;
  settings?: FormSettings | null | undefined;
}

export function formProperties(source: LooseFormProperties): FormProperties {
  return {
    ...(source.public ? { public: true as const } : {}),
    ...(source.display ? { display: source.display } : {}),
    ...(source.settings ? { settings: source.settings } : {}),
  };
}
