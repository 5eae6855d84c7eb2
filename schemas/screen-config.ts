// The screen configuration of spec 000 §3: a non-rendering `screen-config` component inside the form.
import Type from 'typebox';
import { PROPERTY_NAME_MESSAGE, PROPERTY_NAME_PATTERN } from './values/property-name';
export * from './values/property-name';

/** A property name field, with the spec's message when it breaks the pattern. */
export const PropertyName = Type.String({
  pattern: PROPERTY_NAME_PATTERN,
  errorMessage: PROPERTY_NAME_MESSAGE,
});

export const HttpMethod = Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT')]);
export type HttpMethod = Type.Static<typeof HttpMethod>;

export const ScreenType = Type.Union([Type.Literal('create'), Type.Literal('view'), Type.Literal('action')], {
  description: 'create = Create Screen, view = Data Display Screen, action = Action Screen',
});
export type ScreenType = Type.Static<typeof ScreenType>;

export const SubmitSuccessPopup = Type.Object({
  message: Type.Optional(Type.String()),
  headerMessage: Type.Optional(Type.String()),
  redirectUrlAfterSubmission: Type.Optional(Type.String()),
  popupScreenId: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
  returnValueStorageAttribute: Type.Optional(Type.String()),
});
export type SubmitSuccessPopup = Type.Static<typeof SubmitSuccessPopup>;

export const ErrorPopup = Type.Object({
  message: Type.Optional(Type.String()),
  header: Type.Optional(Type.String()),
  popupScreenId: Type.Optional(Type.String()),
});
export type ErrorPopup = Type.Static<typeof ErrorPopup>;

export const DocumentConfig = Type.Object({
  sourceKey: Type.String({ minLength: 1 }),
  targetKey: Type.String({ minLength: 1 }),
});
export type DocumentConfig = Type.Static<typeof DocumentConfig>;

/** Additional data step: results accumulate by propertyName, then the submission is set. */
export const AdditionalDataStep = Type.Object({
  propertyName: PropertyName,
  propertyValue: Type.String({ minLength: 1, description: 'URL template' }),
  apiMethod: Type.Optional(HttpMethod),
  apiRequest: Type.Optional(Type.Unknown()),
  dataPath: Type.Optional(Type.String()),
});
export type AdditionalDataStep = Type.Static<typeof AdditionalDataStep>;

/** Initialization step: each result is stored at storageAttribute ('*' means the root data). */
export const InitializationStep = Type.Object({
  storageAttribute: Type.String({ minLength: 1 }),
  apiUrl: Type.String({ minLength: 1 }),
  apiMethod: Type.Optional(HttpMethod),
  requestBody: Type.Optional(Type.Unknown()),
  dataPath: Type.Optional(Type.String()),
  responseProcessor: Type.Optional(Type.String()),
});
export type InitializationStep = Type.Static<typeof InitializationStep>;

export const ListenerStep = Type.Object(
  {
    type: Type.String({ minLength: 1 }),
    url: Type.Optional(Type.String()),
    methodName: Type.Optional(HttpMethod),
    requestBodyParameter: Type.Optional(Type.String()),
    skipValidation: Type.Optional(Type.Boolean()),
    responseContextVariable: Type.Optional(Type.String()),
    beforePost: Type.Optional(Type.String()),
    scriptToExecute: Type.Optional(Type.String()),
    fieldName: Type.Optional(Type.String()),
    fieldValue: Type.Optional(Type.String()),
    appendIfArray: Type.Optional(Type.Boolean()),
    popupScreenId: Type.Optional(Type.String()),
    /** showPopup: the popup's header and message (templates over the screen's data), as a popup config's. */
    headerMessage: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    smartTableId: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type ListenerStep = Type.Static<typeof ListenerStep>;

export const ActionListener = Type.Object({
  widgetToListen: Type.String({ minLength: 1 }),
  eventName: Type.String({ minLength: 1 }),
  actionChain: Type.Array(ListenerStep),
});
export type ActionListener = Type.Static<typeof ActionListener>;

/** What a beforePost validation answers (spec 000 §3 "Validation hook response"), and what a rule answers. */
const validationAnswer = {
  showPopup: Type.Optional(
    Type.Union([Type.Literal('error'), Type.Literal('warning'), Type.Literal('info')]),
  ),
  displayType: Type.Optional(Type.Union([Type.Literal('popup'), Type.Literal('toastr')])),
  popupHeader: Type.Optional(Type.String()),
  popupMessage: Type.Optional(Type.String()),
  proceed: Type.Optional(Type.Boolean()),
};

/** A beforePost validation answer (spec 000 §3 "Validation hook response"). */
export const ValidationHookResponse = Type.Object(validationAnswer);
export type ValidationHookResponse = Type.Static<typeof ValidationHookResponse>;

/**
 * A validation hook a beforePost may call (POST /api/ignite/application/{formId}/validation-hooks/{name}):
 * the first rule whose `when` (q language over the posted body) matches answers its response; none
 * matching answers nothing to object to.
 */
export const ValidationHookRule = Type.Object({
  when: Type.String({ minLength: 1, description: 'q language over the posted data' }),
  ...validationAnswer,
});
export type ValidationHookRule = Type.Static<typeof ValidationHookRule>;

export const ValidationHook = Type.Object({
  name: PropertyName,
  rules: Type.Array(ValidationHookRule, { minItems: 1 }),
});
export type ValidationHook = Type.Static<typeof ValidationHook>;

export const ScreenConfig = Type.Object(
  {
    type: Type.Literal('screen-config'),
    key: PropertyName,
    label: Type.Optional(Type.String()),
    screenType: ScreenType,
    /** The acl a user needs to open the screen (spec 000 §5: without it, the component is hidden). */
    aclResource: Type.Optional(Type.String({ minLength: 1 })),
    submissionUrl: Type.Optional(Type.String()),
    retrievalUrl: Type.Optional(Type.String()),
    redirectUrlAfterSubmission: Type.Optional(Type.String()),
    navigateViaBrowser: Type.Optional(Type.Boolean()),
    submitSuccessPopup: Type.Optional(SubmitSuccessPopup),
    errorPopup: Type.Optional(ErrorPopup),
    documentConfig: Type.Optional(DocumentConfig),
    additionalConfig: Type.Optional(Type.Array(AdditionalDataStep)),
    screenInitializationConfig: Type.Optional(Type.Array(InitializationStep)),
    actionListener: Type.Optional(Type.Array(ActionListener)),
    validationHooks: Type.Optional(Type.Array(ValidationHook)),
  },
  // Form.io adds its own keys (input, tableView, id, ...) to every component.
  { additionalProperties: true, $id: 'ScreenConfig' },
);
export type ScreenConfig = Type.Static<typeof ScreenConfig>;
