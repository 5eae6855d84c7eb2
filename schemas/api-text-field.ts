// Settings of the API-driven text field (`url-based-textfield`), spec 001 §3.8, §5.4 and §7.2. Its own
// configuration sits under customOptions; label, prefix and layout are Form.io's usual properties.
import Type from 'typebox';
export * from './values/api-text-field';
import { PropertyName } from './screen-config';

export const DependencyConfig = Type.Object({
  fieldName: Type.String({ minLength: 1 }),
  changeEventType: Type.Optional(
    Type.Union([
      Type.Literal('click'),
      Type.Literal('change'),
      Type.Literal('keyup'),
      Type.Literal('keydown'),
    ]),
  ),
  changeEventTypeParams: Type.Optional(
    Type.String({ description: 'For keyup and keydown: the key that triggers the call, e.g. Enter' }),
  ),
});
export type DependencyConfig = Type.Static<typeof DependencyConfig>;

export const ApiTextFieldOptions = Type.Object(
  {
    key: PropertyName,
    dependsOn: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Deprecated: use dependsOnConfig' }),
    ),
    dependsOnConfig: Type.Optional(Type.Array(DependencyConfig)),
    apiUrl: Type.String({ minLength: 1, description: 'GET URL; {{fieldKey}} takes a dependency value' }),
    apiDataPath: Type.String({ minLength: 1, description: "Path of the value in the response; '*' = all" }),
    dataKey: Type.Optional(
      Type.String({ description: "Where the response goes in the submission; '*' merges it into the root" }),
    ),
    valueProcessor: Type.Optional(Type.String({ description: 'Script; scope { value, data, response }' })),
  },
  { additionalProperties: true },
);
export type ApiTextFieldOptions = Type.Static<typeof ApiTextFieldOptions>;

const Percentage = Type.Number({ minimum: 0, maximum: 100 });

export const ApiTextFieldSettings = Type.Object(
  {
    type: Type.Literal('url-based-textfield'),
    key: Type.String({ minLength: 1 }),
    label: Type.String({ minLength: 1 }),
    prefix: Type.Optional(Type.String()),
    placeholder: Type.Optional(Type.String()),
    labelPosition: Type.Optional(
      Type.Union([
        Type.Literal('top'),
        Type.Literal('left-left'),
        Type.Literal('left-right'),
        Type.Literal('right-left'),
        Type.Literal('right-right'),
        Type.Literal('bottom'),
      ]),
    ),
    labelWidth: Type.Optional(Percentage),
    labelMargin: Type.Optional(Percentage),
    disabled: Type.Optional(Type.Boolean()),
    customOptions: ApiTextFieldOptions,
  },
  { additionalProperties: true, $id: 'ApiTextFieldSettings' },
);
export type ApiTextFieldSettings = Type.Static<typeof ApiTextFieldSettings>;
