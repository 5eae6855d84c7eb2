import { describe, expect, it } from 'vitest';
import { PROPERTY_NAME_MESSAGE } from '../../schemas/values/property-name';
import { savedSettings, settingsProblems } from '../../tests/helpers/edit-form-problems';
import { screenConfigEditForm } from './edit-form';

const config = (settings: Record<string, unknown>) => ({
  type: 'screen-config',
  key: 'screenConfiguration',
  label: 'Screen configuration',
  screenType: 'create',
  ...settings,
});

describe('screen configuration builder settings (spec 000 §5)', () => {
  it("keeps the screen's own settings, its lists of steps untouched", async () => {
    const steps = [{ actionType: 'goBack', actionName: 'back' }];
    const saved = await savedSettings(
      screenConfigEditForm(),
      config({ submissionUrl: '/court-fines', actionListener: steps }),
    );
    expect(saved).toMatchObject({
      key: 'screenConfiguration',
      screenType: 'create',
      submissionUrl: '/court-fines',
      actionListener: steps,
    });
  });

  it('requires the screen type, and a property name of the allowed characters', async () => {
    const problems = await settingsProblems(
      screenConfigEditForm(),
      config({ screenType: '', key: 'bad name.' }),
    );
    expect(problems).toContain('Screen Type is required');
    expect(problems).toContain(PROPERTY_NAME_MESSAGE);
  });

  it('offers the submission settings except on a data display screen, the retrieval URL except on a create screen', async () => {
    const create = await savedSettings(
      screenConfigEditForm(),
      config({ screenType: 'create', submissionUrl: '/court-fines', retrievalUrl: '/court-fines' }),
    );
    expect(create.submissionUrl).toBe('/court-fines');
    expect(create.retrievalUrl).toBeFalsy();
    const view = await savedSettings(
      screenConfigEditForm(),
      config({ screenType: 'view', submissionUrl: '/court-fines', retrievalUrl: '/court-fines' }),
    );
    expect(view.retrievalUrl).toBe('/court-fines');
    expect(view.submissionUrl).toBeFalsy();
    expect(view.redirectUrlAfterSubmission).toBeFalsy();
    const action = await savedSettings(
      screenConfigEditForm(),
      config({
        screenType: 'action',
        submissionUrl: '/a',
        retrievalUrl: '/b',
        redirectUrlAfterSubmission: '/c',
      }),
    );
    expect(action).toMatchObject({
      submissionUrl: '/a',
      retrievalUrl: '/b',
      redirectUrlAfterSubmission: '/c',
    });
  });
});
