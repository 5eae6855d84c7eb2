// The action button's settings dialog as Form.io checks it on Save: the action chain is kept only as a
// JSON list, so text that is not one is refused in the dialog instead of replacing the chain.
import { describe, expect, it } from 'vitest';
import { savedSettings, settingsProblems } from '../../tests/helpers/edit-form-problems';
import { jsonListMessage } from '../edit-form-parts';
import { actionButtonEditForm } from './edit-form';

const button = (actionProcessors?: unknown) => ({
  label: 'Pay',
  key: 'pay',
  ...(actionProcessors === undefined ? {} : { actionProcessors }),
});

const CHAIN_MESSAGE = jsonListMessage('Action chain (JSON)');

describe('action button settings dialog', () => {
  it('saves an action chain that is a JSON list, and no chain at all', async () => {
    const chain = [{ type: 'apiCall', actionName: 'save', apiUrl: '/api/fines' }];
    expect(await settingsProblems(actionButtonEditForm(), button(chain))).toEqual([]);
    expect((await savedSettings(actionButtonEditForm(), button(chain))).actionProcessors).toEqual(chain);
    expect(await settingsProblems(actionButtonEditForm(), button())).toEqual([]);
    expect(await settingsProblems(actionButtonEditForm(), button([]))).toEqual([]);
  });

  it('refuses an action chain written as text that is not JSON, naming the setting', async () => {
    // The code editor keeps text it cannot parse as a string.
    expect(await settingsProblems(actionButtonEditForm(), button('[{ "type": "apiCall", '))).toEqual([
      CHAIN_MESSAGE,
    ]);
  });

  it('refuses JSON that is not a list', async () => {
    expect(await settingsProblems(actionButtonEditForm(), button({ type: 'apiCall' }))).toEqual([
      CHAIN_MESSAGE,
    ]);
    expect(await settingsProblems(actionButtonEditForm(), button(42))).toEqual([CHAIN_MESSAGE]);
  });
});
