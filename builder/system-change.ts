/**
 * Who made a change no signed-in user made: the examples seeded on first start, the forms command line.
 * Shown instead of "unknown" in the forms list and a form's versions.
 */
export const SYSTEM_CHANGE = 'System';
