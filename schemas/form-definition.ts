// The form envelope (spec 000 §3, §7). Only the envelope and our own components' settings are
// validated; the rest of a Form.io component tree passes as it is.
import Type from 'typebox';

export const FORM_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,99}$';

export const FormComponent = Type.Object(
  { type: Type.String({ minLength: 1 }), key: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type FormComponent = Type.Static<typeof FormComponent> & Record<string, unknown>;

/** What a designer saves: components as a list, or as the wire format's one JSON text. */
export const FormDefinitionInput = Type.Object({
  id: Type.String({ pattern: FORM_ID_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  category: Type.String({ maxLength: 100 }),
  public: Type.Optional(
    Type.Boolean({
      description:
        'true: anyone may load this form without signing in (public/guest/general routes); submitting still needs sign-in',
    }),
  ),
  components: Type.Union([Type.Array(FormComponent), Type.Tuple([Type.String()])]),
});
export type FormDefinitionInput = Type.Static<typeof FormDefinitionInput>;

/** The wire format: components[0] is the JSON text of the component list. */
export const FormDefinitionWire = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    category: Type.String(),
    public: Type.Optional(Type.Boolean()),
    components: Type.Tuple([Type.String()]),
    lockedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    updatedAt: Type.Optional(Type.String()),
  },
  { $id: 'FormDefinitionWire' },
);
export type FormDefinitionWire = Type.Static<typeof FormDefinitionWire>;

/** A form as the runtime uses it, components decoded. */
export interface FormDefinition {
  id: string;
  name: string;
  category: string;
  /** Present (true) only on forms a designer marked public. */
  public?: true;
  components: FormComponent[];
}
