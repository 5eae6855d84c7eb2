// How a new form starts: blank, or one of the screen types with a valid screen configuration
// (spec 000 §3, §5: submission and redirect for create and action, retrieval for view and action,
// popup messages for create and action) and the components such a screen usually begins with.
import type { FormComponent, FormDefinitionInput } from '../../schemas/form-definition';
import type { ScreenConfig } from '../../schemas/screen-config';
import { POPUP_CANCEL_EVENT } from '../../runtime/core/actions/popup-screen';

export type ScreenStart = 'blank' | 'create' | 'view' | 'edit' | 'summary' | 'popup';

export interface ScreenTemplate {
  start: ScreenStart;
  title: string;
  description: string;
  components: (resourcePath: string) => FormComponent[];
}

const screenConfig = (settings: Omit<ScreenConfig, 'type' | 'key'>): FormComponent => ({
  type: 'screen-config',
  key: 'screenConfiguration',
  input: false,
  ...settings,
});

const textField = (key: string, label: string, disabled = false): FormComponent => ({
  type: 'textfield',
  key,
  label,
  input: true,
  ...(disabled ? { disabled: true } : {}),
});

const button = (key: string, label: string, action: string, extra: Record<string, unknown> = {}) => ({
  type: 'button',
  key,
  label,
  input: true,
  action,
  ...extra,
});

export const SCREEN_TEMPLATES: ScreenTemplate[] = [
  {
    start: 'blank',
    title: 'Blank',
    description: 'No components: start from the palette.',
    components: () => [],
  },
  {
    start: 'create',
    title: 'Create screen',
    description: 'Posts a new record to the submission URL, then shows a message and goes back.',
    components: (path) => [
      screenConfig({
        label: 'Screen configuration',
        screenType: 'create',
        submissionUrl: path,
        submitSuccessPopup: { headerMessage: 'Saved', message: 'The record was saved.' },
        errorPopup: { header: 'Could not save', message: '{{ message }}' },
      }),
      textField('name', 'Name'),
      button('submit', 'Submit', 'submit', { disableOnInvalid: true }),
    ],
  },
  {
    start: 'view',
    title: 'View screen',
    description: 'Shows one record read from the retrieval URL.',
    components: (path) => [
      screenConfig({ label: 'Screen configuration', screenType: 'view', retrievalUrl: path }),
      textField('name', 'Name', true),
    ],
  },
  {
    start: 'edit',
    title: 'Edit screen',
    description: 'Reads a record, lets the user change it and posts it back (an action screen).',
    components: (path) => [
      screenConfig({
        label: 'Screen configuration',
        screenType: 'action',
        retrievalUrl: path,
        submissionUrl: `${path}/{{ data.id }}`,
        submitSuccessPopup: { headerMessage: 'Saved', message: 'Your changes were saved.' },
        errorPopup: { header: 'Could not save', message: '{{ message }}' },
      }),
      textField('name', 'Name'),
      button('submit', 'Save', 'submit', { disableOnInvalid: true }),
    ],
  },
  {
    start: 'summary',
    title: 'Summary screen',
    description: 'Loads a record when it opens and shows it as text.',
    components: (path) => [
      screenConfig({
        label: 'Screen configuration',
        screenType: 'view',
        // The id in the screen's address (/app/<category>/<form>/42), or the one a navigation propagated.
        screenInitializationConfig: [{ storageAttribute: '*', apiUrl: `${path}/{{ id || state.id }}` }],
      }),
      { type: 'htmlelement', key: 'summary', tag: 'div', input: false, content: '<p>{{ data.name }}</p>' },
    ],
  },
  {
    start: 'popup',
    title: 'Popup',
    description: 'A small screen opened over another one, with a message and a close button.',
    components: () => [
      screenConfig({ label: 'Screen configuration', screenType: 'create' }),
      { type: 'htmlelement', key: 'message', tag: 'p', input: false, content: 'Are you sure?' },
      button('close', 'Close', 'event', { event: POPUP_CANCEL_EVENT }),
    ],
  },
];

/** The record URL a new screen starts with: the category's resource, when it has one. */
export const resourcePathFor = (category: string): string => `/${category || 'records'}`;

export function newFormFromTemplate(
  start: ScreenStart,
  envelope: { id: string; name: string; category: string },
): FormDefinitionInput {
  const template = SCREEN_TEMPLATES.find((entry) => entry.start === start) ?? SCREEN_TEMPLATES[0]!;
  return { ...envelope, components: template.components(resourcePathFor(envelope.category)) };
}
