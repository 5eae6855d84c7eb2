/** Returned by an action to stop the chain without failing (e.g. a validation hook said no). */
export const HALT = Object.freeze({ halted: true });
