import { defineAction } from '../define-action';

export const closeAllPopups = defineAction<unknown>({
  dialect: 'chain',
  types: ['closeAllPopups'],
  run: (_step, run) => run.services.popups.closeAll(),
});
