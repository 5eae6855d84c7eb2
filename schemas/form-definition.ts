// The form envelope (spec 000 §3, §7). Only the envelope and our own components' settings are
// validated; the rest of a Form.io component tree passes as it is.
import Type from 'typebox';

export const FORM_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,99}$';

export const FormComponent = Type.Object(
  { type: Type.String({ minLength: 1 }), key: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type FormComponent = Type.Static<typeof FormComponent> & Record<string, unknown>;

/**
 * Form.io's form-level `display`: one page, or a wizard whose top-level panels are its pages. `pdf` is
 * not accepted: it needs Form.io's PDF server.
 */
export const FormDisplay = Type.Union([Type.Literal('form'), Type.Literal('wizard')], {
  description: 'form: one page; wizard: each top-level panel is a page with Previous/Next',
});
export type FormDisplay = Type.Static<typeof FormDisplay>;

/** Form.io's form-level `settings`, kept as sent (the renderer's form options). */
export const FormSettings = Type.Record(Type.String(), Type.Unknown());
export type FormSettings = Type.Static<typeof FormSettings>;

/** The properties of a form beside its id, name, category and components; each is left out when unset. */
export interface FormProperties {
  /** Present (true) only on forms a designer marked public. */
  public?: true;
  display?: FormDisplay;
  settings?: FormSettings;
}

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
  display: Type.Optional(FormDisplay),
  settings: Type.Optional(FormSettings),
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
    display: Type.Optional(FormDisplay),
    settings: Type.Optional(FormSettings),
    components: Type.Tuple([Type.String()]),
    lockedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    updatedAt: Type.Optional(Type.String()),
  },
  { $id: 'FormDefinitionWire' },
);
export type FormDefinitionWire = Type.Static<typeof FormDefinitionWire>;

/** A form as the runtime uses it, components decoded. */
export interface FormDefinition extends FormProperties {
  id: string;
  name: string;
  category: string;
  components: FormComponent[];
}
