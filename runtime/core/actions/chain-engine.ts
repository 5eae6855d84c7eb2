// The chain engine (spec 000 §4 "Action chains"): steps run in order, each awaited; a conditional step
// whose condition is false is skipped and its result marked SKIPPED; each result is stored under the
// step's actionName, readable by later steps and templates; the handler is the first that applies.
// Every run leaves a trace (type, input, output, duration, outcome); a failure is reported with the
// button (or listener) and the step, and never breaks the screen.
import { evaluateCondition, ScriptError } from '../script';
import type { ActionRun } from './action-context';
import { actionScope } from './action-scope';
import { SKIPPED, type ActionDialect } from './define-action';
import { HALT } from './chain-engine-signals';
import { findAction } from './registry';

export interface ChainStep {
  dialect: ActionDialect;
  type: string;
  /** Where the result is stored; empty for steps whose result nobody reads. */
  name: string;
  condition?: string | undefined;
  step: unknown;
}

export type StepOutcome = 'done' | 'SKIPPED' | 'failed';

export interface TraceEntry {
  index: number;
  type: string;
  actionName: string;
  input: unknown;
  output?: unknown;
  durationMs: number;
  outcome: StepOutcome;
  error?: string;
}

export interface ChainTrace {
  source: string;
  startedAt: string;
  durationMs: number;
  outcome: 'done' | 'failed' | 'halted';
  steps: TraceEntry[];
}

export { HALT } from './chain-engine-signals';

export class ActionError extends Error {}

function messageOf(error: unknown): string {
  if (error instanceof ScriptError) {
    const reason = error.reason instanceof Error ? error.reason.message : '';
    return reason ? `${error.message.split(':')[0]}: ${reason}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A copy safe to keep in a trace: JSON-like, without the form instance or huge values. */
function snapshot(value: unknown): unknown {
  try {
    const text = JSON.stringify(value, (_key, inner: unknown) =>
      inner instanceof Blob ? `[file ${inner.size} bytes]` : inner,
    );
    if (text === undefined) return undefined;
    return text.length > 20_000 ? `${text.slice(0, 20_000)}…` : (JSON.parse(text) as unknown);
  } catch {
    return '[not serialisable]';
  }
}

export async function runChain(source: string, steps: ChainStep[], run: ActionRun): Promise<ChainTrace> {
  const started = Date.now();
  const trace: ChainTrace = {
    source,
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
    outcome: 'done',
    steps: [],
  };
  run.form.actionResults = run.results;
  for (const [index, chainStep] of steps.entries()) {
    const stepStarted = Date.now();
    const entry: TraceEntry = {
      index: index + 1,
      type: chainStep.type,
      actionName: chainStep.name,
      input: snapshot(chainStep.step),
      durationMs: 0,
      outcome: 'done',
    };
    trace.steps.push(entry);
    try {
      if (!evaluateCondition(chainStep.condition, actionScope(run))) {
        entry.outcome = SKIPPED;
        if (chainStep.name) run.results[chainStep.name] = SKIPPED;
        continue;
      }
      const definition = findAction(chainStep.dialect, chainStep.type);
      if (!definition) throw new ActionError(`Unknown action type "${chainStep.type}"`);
      const result = await definition.run(chainStep.step as never, run);
      if (chainStep.name) run.results[chainStep.name] = result;
      entry.output = snapshot(result);
      if (result === HALT) {
        trace.outcome = 'halted';
        break;
      }
    } catch (error) {
      entry.outcome = 'failed';
      entry.error = messageOf(error);
      trace.outcome = 'failed';
      const message = `${source}, step ${index + 1} (${chainStep.type}${chainStep.name ? ` "${chainStep.name}"` : ''}): ${entry.error}`;
      run.services.log.error(message, error);
      run.services.notify('error', message, 'The action could not be completed');
      break;
    } finally {
      entry.durationMs = Date.now() - stepStarted;
    }
  }
  trace.durationMs = Date.now() - started;
  run.services.recordTrace?.(trace);
  return trace;
}
