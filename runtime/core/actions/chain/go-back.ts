import { defineAction } from '../define-action';

export const goBack = defineAction<unknown>({
  dialect: 'chain',
  types: ['goBack'],
  run: (_step, run) => run.services.goBack(),
});
