// The builder's forms API: form summaries, versions (draft and published), creation, duplication,
// retirement, the lint catalogue and preview as a role. The server's routes and the builder's client share these shapes.
import Type from 'typebox';
import { FORM_ID_PATTERN, FormDefinitionInput, FormDisplay, FormSettings } from './form-definition';

/** A user as the builder names them (who changed, who holds a lock). */
export const UserRef = Type.Object({ id: Type.String(), displayName: Type.String() });
export type UserRef = Type.Static<typeof UserRef>;

/** One row of the forms list (no component tree). */
export const FormSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    category: Type.String(),
    public: Type.Boolean(),
    updatedAt: Type.String({ description: 'ISO time of the last saved version (draft or published)' }),
    updatedBy: Type.Union([UserRef, Type.Null()]),
    lockedBy: Type.Union([UserRef, Type.Null()]),
    /** The version the portal serves; null for a form never published. */
    publishedVersion: Type.Union([Type.Integer(), Type.Null()]),
    /** The newest version (the draft the builder opens). */
    latestVersion: Type.Integer(),
    retiredAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'FormSummary' },
);
export type FormSummary = Type.Static<typeof FormSummary>;

export const FormListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'matches id or title, case-insensitive' })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  includeRetired: Type.Optional(Type.Boolean()),
});
export type FormListQuery = Type.Static<typeof FormListQuery>;

/** One saved version of a form. */
export const FormVersionSummary = Type.Object(
  {
    formId: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    note: Type.String(),
    createdBy: Type.Union([UserRef, Type.Null()]),
    createdAt: Type.String(),
    published: Type.Boolean({ description: 'true for the version the portal serves' }),
  },
  { $id: 'FormVersionSummary' },
);
export type FormVersionSummary = Type.Static<typeof FormVersionSummary>;

/** A version with its content (components as a list). */
export const FormVersion = Type.Object(
  {
    ...FormVersionSummary.properties,
    form: Type.Object({
      id: Type.String(),
      name: Type.String(),
      category: Type.String(),
      public: Type.Optional(Type.Boolean()),
      display: Type.Optional(FormDisplay),
      settings: Type.Optional(FormSettings),
      components: Type.Array(Type.Unknown()),
    }),
  },
  { $id: 'FormVersion' },
);
export type FormVersion = Type.Static<typeof FormVersion>;

/** Saves a new draft version (the builder's save). */
export const SaveDraftRequest = Type.Object({
  form: FormDefinitionInput,
  note: Type.Optional(Type.String({ maxLength: 500 })),
  /** The version the designer started from: a newer one saved meanwhile answers 409 FORM_VERSION_CONFLICT. */
  baseVersion: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SaveDraftRequest = Type.Static<typeof SaveDraftRequest>;

/** Creates a form whose first version is a draft. */
export const CreateFormRequest = Type.Object({
  form: FormDefinitionInput,
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CreateFormRequest = Type.Static<typeof CreateFormRequest>;

export const DuplicateFormRequest = Type.Object({
  newId: Type.String({ pattern: FORM_ID_PATTERN }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type DuplicateFormRequest = Type.Static<typeof DuplicateFormRequest>;

export const VersionNoteRequest = Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })) });
export type VersionNoteRequest = Type.Static<typeof VersionNoteRequest>;

/** What retiring a form did: deleted when nothing used it, otherwise retired with what uses it. */
export const RetireFormResponse = Type.Object({
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('retired')]),
  usedBy: Type.Object({
    resources: Type.Array(Type.String()),
    menu: Type.Array(Type.Object({ label: Type.String(), routerLink: Type.String() })),
    forms: Type.Array(Type.String({ description: 'forms that open it (popups, nested forms)' })),
  }),
});
export type RetireFormResponse = Type.Static<typeof RetireFormResponse>;

/**
 * What the lint rules may look up on this server (GET /api/ignite/forms/lint-catalogue): the builder lints
 * a form as it is edited with the catalogue the server lints a save with, so both find the same problems.
 */
export const LintCatalogueResponse = Type.Object({
  formIds: Type.Array(Type.String(), { description: 'the forms that exist, retired ones included' }),
  resources: Type.Array(Type.String(), { description: 'the declared resources, retired ones left out' }),
  acls: Type.Array(Type.String(), { description: 'the acl resources' }),
  resourceForms: Type.Record(
    Type.String(),
    Type.Object({ formId: Type.String(), requiredFields: Type.Array(Type.String()) }),
    {
      description:
        "by resource: the published form validating its records and the data paths of that form's required fields",
    },
  ),
});
export type LintCatalogueResponse = Type.Static<typeof LintCatalogueResponse>;

/** A short-lived token of the caller narrowed to one role's acls, for previewing a screen as that role. */
export const PreviewTokenRequest = Type.Object({ role: Type.String({ minLength: 1, maxLength: 100 }) });
export type PreviewTokenRequest = Type.Static<typeof PreviewTokenRequest>;

export const PreviewTokenResponse = Type.Object({
  token: Type.String(),
  role: Type.String(),
  /** The acls the preview holds: the role's acls that the designer holds too. */
  acls: Type.Array(Type.String()),
  /** The role's acls the designer does not hold, so the preview cannot show them. */
  withheldAcls: Type.Array(Type.String()),
  expiresAt: Type.String(),
});
export type PreviewTokenResponse = Type.Static<typeof PreviewTokenResponse>;

/** A role a designer may preview a screen as (GET /api/ignite/preview-roles). */
export const PreviewRole = Type.Object(
  { name: Type.String(), description: Type.String() },
  { $id: 'PreviewRole' },
);
export type PreviewRole = Type.Static<typeof PreviewRole>;
