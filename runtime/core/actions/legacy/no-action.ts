// Any other legacy action type does nothing (spec 000 §4), by design of the legacy buttons.
import { defineAction } from '../define-action';

export const legacyNoAction = defineAction<unknown>({
  dialect: 'legacy',
  types: ['*'],
  run: () => undefined,
});
