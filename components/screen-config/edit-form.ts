// Builder settings of the screen configuration (spec 000 §3 "Screen config", §5 designer rules): what the
// screen is and where it loads and submits. Its popups, calls, listeners and hooks are lists of steps,
// edited with the structured editors under "Advanced settings…" at the top of the same dialog.
import type { ScreenType } from '../../schemas/screen-config';
import { PROPERTY_NAME_MESSAGE, PROPERTY_NAME_PATTERN } from '../../schemas/values/property-name';
import { screenTypeWithout } from './settings-by-type';
import {
  checkboxField,
  labelField,
  requiredTextField,
  selectField,
  tabbedEditForm,
  textField,
} from '../edit-form-parts';

const SCREEN_TYPE_LABELS: Record<ScreenType, string> = {
  create: 'Create Screen',
  view: 'Data Display Screen',
  action: 'Action Screen',
};

/**
 * Hidden on the screen type this setting is not offered on (settings-by-type.ts): a data display screen
 * submits nothing, and a create screen loads no record.
 */
function offeredByType(setting: string) {
  const screenType = screenTypeWithout(setting);
  return screenType ? { conditional: { show: false, when: 'screenType', eq: screenType } } : {};
}

export function screenConfigEditForm() {
  return tabbedEditForm([
    {
      label: 'Screen',
      key: 'screen',
      components: [
        labelField(),
        requiredTextField('key', 'Property Name', {
          validate: { pattern: PROPERTY_NAME_PATTERN, patternMessage: PROPERTY_NAME_MESSAGE },
        }),
        selectField(
          'screenType',
          'Screen Type',
          Object.entries(SCREEN_TYPE_LABELS).map(([value, label]) => ({ label, value })),
          { validate: { required: true } },
        ),
        textField('submissionUrl', 'Submission URL', {
          placeholder: '/court-fines',
          ...offeredByType('submissionUrl'),
        }),
        textField('retrievalUrl', 'Retrieval URL', {
          placeholder: '/court-fines/{{ id }}',
          ...offeredByType('retrievalUrl'),
        }),
        textField(
          'redirectUrlAfterSubmission',
          'Redirect URL After Submission',
          offeredByType('redirectUrlAfterSubmission'),
        ),
        checkboxField('navigateViaBrowser', 'Navigate Via Browser', offeredByType('navigateViaBrowser')),
        textField('aclResource', 'ACL Resource Needed To Open The Screen', {
          placeholder: 'court-fines.write',
        }),
        {
          type: 'htmlelement',
          key: 'moreSettings',
          tag: 'p',
          className: 'text-muted',
          input: false,
          content:
            'Popups, initialization and additional calls, action listeners and validation hooks: Advanced settings… above.',
        },
      ],
    },
  ]);
}
