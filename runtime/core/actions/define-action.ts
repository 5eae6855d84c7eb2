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
   * Settings of a flat step (a listener's) that the step cannot run without, each with what it is for:
   * the lint names a missing one before the step fails at run time.
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
