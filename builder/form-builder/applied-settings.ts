// What a settings dialog holds once "Advanced settings…" applied its edit of them.

/**
 * The dialog's settings with `applied` written over them. A setting the editor was given and handed back
 * without (a cleared field, an unticked option, a key deleted in the JSON view) is removed, not kept from
 * the dialog; the settings the editor was not given (those left at their defaults) stay as the dialog has them.
 */
export function withAppliedSettings(
  dialog: Record<string, unknown>,
  given: readonly string[],
  applied: Record<string, unknown>,
): Record<string, unknown> {
  const kept = { ...dialog };
  for (const key of given) if (!Object.hasOwn(applied, key)) delete kept[key];
  return { ...kept, ...applied };
}
