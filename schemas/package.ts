// A package moves screens between environments: forms together with the resources behind them and the
// menu entries that point at them.
import Type from 'typebox';
import { FormDefinitionInput } from './form-definition';
import { ResourceDeclaration } from './resource';

/** A menu entry with the labels of the groups above it (created when missing). */
export const PackageMenuEntry = Type.Object({
  parents: Type.Array(Type.String({ minLength: 1 })),
  label: Type.String({ minLength: 1 }),
  routerLink: Type.String({ minLength: 1 }),
  icon: Type.Optional(Type.String()),
  aclResource: Type.Optional(Type.String()),
  isBuilderMenuItem: Type.Optional(Type.Boolean()),
});
export type PackageMenuEntry = Type.Static<typeof PackageMenuEntry>;

export const FormPackage = Type.Object(
  {
    formatVersion: Type.Literal(1),
    forms: Type.Array(FormDefinitionInput),
    resources: Type.Array(ResourceDeclaration),
    menu: Type.Array(PackageMenuEntry),
  },
  { $id: 'FormPackage' },
);
export type FormPackage = Type.Static<typeof FormPackage>;

/** What an import did (or, in a dry run, would do) to each item. */
export const ImportOutcome = Type.Union([
  Type.Literal('created'),
  Type.Literal('changed'),
  Type.Literal('unchanged'),
]);
export type ImportOutcome = Type.Static<typeof ImportOutcome>;

/** A field of a resource declaration the import changes: as the portal holds it, and as imported. */
export const ResourceChange = Type.Object({
  path: Type.String(),
  kind: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});
export type ResourceChange = Type.Static<typeof ResourceChange>;

export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  forms: Type.Array(
    Type.Object({
      id: Type.String(),
      outcome: ImportOutcome,
      /**
       * The newest version when it is a draft newer than what the portal serves: the import, compared with
       * the served version, is saved above it (the draft stays in the form's versions, no longer newest).
       */
      unpublishedDraft: Type.Optional(Type.Integer({ minimum: 1 })),
      /** A retired form the import brings back into the builder's list. */
      restored: Type.Optional(Type.Literal(true)),
    }),
  ),
  resources: Type.Array(
    Type.Object({
      name: Type.String(),
      outcome: ImportOutcome,
      /** What a changed resource changes (not for one created or left unchanged). */
      changes: Type.Optional(Type.Array(ResourceChange)),
      /** What weakens its guard: an approval workflow, or an acl, that goes. */
      warnings: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  menu: Type.Array(Type.Object({ routerLink: Type.String(), outcome: ImportOutcome })),
});
export type ImportReport = Type.Static<typeof ImportReport>;

export interface PackageProblem {
  /** The file (or request part) the problem is in. */
  file: string;
  /** JSON pointer inside that file. */
  path: string;
  message: string;
}
