// An action type: one file with `defineAction({ dialect, types, run })` plus one line in registry.ts.
import type { ActionRun } from './action-context';

/**
 * chain: a step of a button's actionProcessors; legacy: a button's single actionType with its
 * configuration objects; listener: a step of a screen configuration's actionListener chain.
 */
export type ActionDialect = 'chain' | 'legacy' | 'listener';

export interface ActionDefinition<Step = never> {
  dialect: ActionDialect;
  /** The type names this handler applies to ('*' for a fallback). */
  types: readonly string[];
  /** Runs the step; its answer (a promise is awaited) is the step's result. */
  run(step: Step, run: ActionRun): unknown;
  /**
   * What the step cannot run without, each with what it is for: a listener's flat settings, a chain step's
   * or a legacy button's configuration object (`navigationConfig`), or a setting inside one
   * (`customLogicConfig.scriptToExecute`), or either of two (`fileDownloadConfig|apiConfig`). The lint
   * names a missing one before the step fails at run time;
   * the builder starts a step of the type with its configuration objects.
   */
  requiredSettings?: Readonly<Record<string, string>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyActionDefinition = ActionDefinition<any>;

export function defineAction<Step>(definition: ActionDefinition<Step>): ActionDefinition<Step> {
  return definition;
}

/** The answer of a step that was skipped because its condition was false. */
export const SKIPPED = 'SKIPPED';
