// Action buttons, action processors (chains) and their configurations, legacy configurations
// (spec 000 §3 "Action button settings").
import Type from 'typebox';
import { HttpMethod } from './screen-config';

const Script = Type.String({ description: 'designer script' });
/**
 * The method of a call sending data (sendDataToApi, postToUrl): POST when not given (spec 000 §3, "methodName
 * default POST"); the builder writes it out on a new call (§5, "url and method required").
 */
const SendingMethod = Type.Optional(
  Type.Union(HttpMethod.anyOf, { default: 'POST', description: 'POST when not given' }),
);

const Conditional = {
  isConditional: Type.Optional(Type.Boolean()),
  conditionToEvaluate: Type.Optional(Script),
};

export const ApiConfig = Type.Object(
  {
    url: Type.String({ minLength: 1 }),
    methodName: Type.Optional(HttpMethod),
    requestBodyParameter: Type.Optional(Type.String()),
    skipValidation: Type.Optional(Type.Boolean()),
    requestBody: Type.Optional(Type.Unknown()),
    dataPath: Type.Optional(Type.String()),
    /** Where getDataFromApi puts the answer in the form data. */
    storageAttribute: Type.Optional(Type.String()),
    action: Type.Optional(Type.Union([Type.Literal('refresh'), Type.Literal('setResponseAsValue')])),
    smartTableComponent: Type.Optional(Type.String()),
    responseProcessor: Type.Optional(Script),
    ...Conditional,
  },
  { additionalProperties: true },
);
export type ApiConfig = Type.Static<typeof ApiConfig>;

/**
 * The popup a chain's showPopup opens (spec 000 §2 "Popup screen ids"): the confirmation, information or
 * reasoning popup screen, or custom: the step's screenId (which, when given, wins whatever the type).
 */
export const PopupType = Type.Union(
  [
    Type.Literal('confirmation'),
    Type.Literal('information'),
    Type.Literal('reasoning'),
    Type.Literal('custom'),
  ],
  {
    description:
      'confirmation, information or reasoning: that popup screen; custom: the screen given as screenId',
  },
);
export type PopupType = Type.Static<typeof PopupType>;

export const PopupAction = Type.Object(
  {
    popupType: PopupType,
    message: Type.Optional(Type.String()),
    headerText: Type.Optional(Type.String()),
    screenId: Type.Optional(Type.String()),
    inputContextVariable: Type.Optional(Type.String()),
    width: Type.Optional(Type.String()),
    isConditionalPopup: Type.Optional(Type.Boolean()),
    conditionToEvaluate: Type.Optional(Script),
  },
  { additionalProperties: true },
);
export type PopupAction = Type.Static<typeof PopupAction>;

export const NavigationConfig = Type.Object(
  {
    navigateToUrl: Type.String({ minLength: 1 }),
    stateToPropagate: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    stateToPropagateEvaluator: Type.Optional(Script),
    navigateUrlEvaluator: Type.Optional(Script),
    navigateViaBrowser: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type NavigationConfig = Type.Static<typeof NavigationConfig>;

export const FieldValueRow = Type.Object({
  fieldName: Type.String({ minLength: 1 }),
  fieldValue: Script,
  appendIfArray: Type.Optional(Type.Boolean()),
});
export type FieldValueRow = Type.Static<typeof FieldValueRow>;

export const SendDataToApiConfig = Type.Object(
  {
    url: Type.String({ minLength: 1 }),
    methodName: SendingMethod,
    requestBody: Type.Optional(Type.Unknown()),
    requestBodyParameter: Type.Optional(Type.String()),
    beforeHook: Type.Optional(Script),
    skipValidation: Type.Optional(Type.Boolean()),
    ...Conditional,
  },
  { additionalProperties: true },
);
export type SendDataToApiConfig = Type.Static<typeof SendDataToApiConfig>;

export const FileDownloadConfig = Type.Object(
  {
    apiUrl: Type.String({ minLength: 1 }),
    apiMethod: Type.Optional(HttpMethod),
    apiRequest: Type.Optional(Type.Unknown()),
    navigateToUrl: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type FileDownloadConfig = Type.Static<typeof FileDownloadConfig>;

/** One step of an action chain (actionProcessors). */
export const ActionProcessor = Type.Object(
  {
    actionType: Type.String({ minLength: 1 }),
    actionName: Type.String({ minLength: 1 }),
    ...Conditional,
    apiConfig: Type.Optional(ApiConfig),
    popupAction: Type.Optional(PopupAction),
    navigationConfig: Type.Optional(NavigationConfig),
    customLogicConfig: Type.Optional(Type.Object({ scriptToExecute: Script })),
    redrawComponentsConfig: Type.Optional(Type.Object({ componentsToRedraw: Type.Array(Type.String()) })),
    fieldValuesConfig: Type.Optional(Type.Array(FieldValueRow)),
    toggleComponentsVisibilityConfig: Type.Optional(
      Type.Object({ componentsToToggle: Type.Array(Type.String()) }),
    ),
    triggerEventConfig: Type.Optional(Type.Object({ eventName: Type.String({ minLength: 1 }) })),
    sendDataToApi: Type.Optional(SendDataToApiConfig),
    fileDownloadConfig: Type.Optional(FileDownloadConfig),
    smartTableToApplyAdvancedSearchAction: Type.Optional(Type.Unknown()),
    smartTableResetSearchResultsConfig: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type ActionProcessor = Type.Static<typeof ActionProcessor>;

export const PopupConfig = Type.Object(
  {
    popupScreenId: Type.Optional(Type.String()),
    headerMessage: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    width: Type.Optional(Type.String()),
    data: Type.Optional(Type.Unknown()),
    returnValueStorageAttribute: Type.Optional(Type.String()),
    redirectUrlAfterSubmission: Type.Optional(Type.String()),
    inAppNavigation: Type.Optional(Type.Boolean()),
    responseProcessor: Type.Optional(Script),
  },
  { additionalProperties: true },
);
export type PopupConfig = Type.Static<typeof PopupConfig>;

/** The legacy showPopup button's popup: its header, message and screen are required (spec 000 §5). */
export const LegacyShowPopupConfig = Type.Object(
  {
    ...PopupConfig.properties,
    popupScreenId: Type.String({ minLength: 1 }),
    headerMessage: Type.String({ minLength: 1 }),
    message: Type.String({ minLength: 1 }),
  },
  { additionalProperties: true },
);
export type LegacyShowPopupConfig = Type.Static<typeof LegacyShowPopupConfig>;

/** The legacy getDataFromApi button's call (spec 000 §3): its URL is required, GET by default. */
export const LegacyGetDataFromApiConfig = Type.Object(
  {
    apiUrl: Type.String({ minLength: 1 }),
    apiMethod: Type.Optional(HttpMethod),
    beforeApiHook: Type.Optional(Script),
    dataPath: Type.Optional(Type.String()),
    storageAttribute: Type.Optional(Type.String()),
    smartTableComponent: Type.Optional(Type.String()),
    smartTableStorageAttribute: Type.Optional(Type.String()),
    action: Type.Optional(Type.Union([Type.Literal('refresh'), Type.Literal('setResponseAsValue')])),
    responseProcessor: Type.Optional(Script),
    requestBody: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type LegacyGetDataFromApiConfig = Type.Static<typeof LegacyGetDataFromApiConfig>;

export const AfterPostAction = Type.Union([
  Type.Literal('noAction'),
  Type.Literal('processApiResponse'),
  Type.Literal('downloadFile'),
  Type.Literal('navigate'),
  Type.Literal('showPopup'),
  Type.Literal('showPopupAndNavigate'),
]);

export const PostToUrlConfig = Type.Object(
  {
    url: Type.String({ minLength: 1 }),
    methodName: SendingMethod,
    /** The body to send instead of the form data; {{ }} templates resolved (as sendDataToApi's). */
    requestBody: Type.Optional(Type.Unknown()),
    requestBodyParameter: Type.Optional(Type.String()),
    skipValidation: Type.Optional(Type.Boolean()),
    responseContextVariable: Type.Optional(Type.String()),
    beforePost: Type.Optional(Type.String({ description: 'URL of the validation hook' })),
    showPopup: Type.Optional(Type.Boolean()),
    executePopupCondition: Type.Optional(Script),
    popupConfig: Type.Optional(PopupConfig),
    afterPost: Type.Optional(
      Type.Object(
        {
          action: Type.Optional(AfterPostAction),
          navigationUrl: Type.Optional(Type.String()),
          apiResponseProcessor: Type.Optional(Script),
          successPopupConfig: Type.Optional(PopupConfig),
          errorPopupConfig: Type.Optional(PopupConfig),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);
export type PostToUrlConfig = Type.Static<typeof PostToUrlConfig>;

export const DropDownButtonOption = Type.Object({
  buttonOptionLabel: Type.String({ minLength: 1 }),
  buttonOptionUrl: Type.Optional(Script),
});

export const ButtonTheme = Type.Union(
  ['primary', 'secondary', 'info', 'success', 'danger', 'warning'].map((theme) => Type.Literal(theme)),
);

/** The action button component's settings (type `action-button`). */
export const ActionButton = Type.Object(
  {
    type: Type.Literal('action-button'),
    key: Type.String({ minLength: 1 }),
    name: Type.Optional(Type.String()),
    label: Type.String({ minLength: 1 }),
    dynamicLabelValue: Type.Optional(Type.String()),
    leftIcon: Type.Optional(Type.String()),
    rightIcon: Type.Optional(Type.String()),
    blockButton: Type.Optional(Type.Boolean()),
    dropDownButton: Type.Optional(Type.Boolean()),
    dropDownButtonOptions: Type.Optional(Type.Array(DropDownButtonOption)),
    showInWorkflowItem: Type.Optional(Type.Boolean()),
    customClass: Type.Optional(Type.String()),
    theme: Type.Optional(ButtonTheme),
    hidden: Type.Optional(Type.Boolean()),
    disabled: Type.Optional(Type.Boolean()),
    aclResource: Type.Optional(Type.String()),
    actionType: Type.Optional(Type.String({ description: 'legacy single action' })),
    actionProcessors: Type.Optional(Type.Array(ActionProcessor)),
    postToUrlConfig: Type.Optional(PostToUrlConfig),
    getDataFromApiConfig: Type.Optional(LegacyGetDataFromApiConfig),
    fileDownloadConfig: Type.Optional(FileDownloadConfig),
    scriptExecutionWithPopupConfig: Type.Optional(Type.Unknown()),
    showPopupConfig: Type.Optional(LegacyShowPopupConfig),
    navigationConfig: Type.Optional(NavigationConfig),
    smartTableResetSearchResultsConfig: Type.Optional(Type.Unknown()),
    smartTableToApplyAdvancedSearchAction: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true, $id: 'ActionButton' },
);
export type ActionButton = Type.Static<typeof ActionButton>;
