import type { ActionButton } from '../../../../schemas/actions';
import { defineAction } from '../define-action';
import { navigateWith } from '../chain/navigate-to-url';

export const legacyNavigate = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['navigate'],
  requiredSettings: { navigationConfig: 'where to go (its navigateToUrl)' },
  run: (button, run) => {
    if (!button.navigationConfig) throw new Error('navigate needs a navigationConfig');
    return navigateWith(button.navigationConfig, run);
  },
});
