// The editors the settings form delegates to: Monaco-backed script fields and chain cards live in
// other files (Monaco loads lazily), and unit tests render the plain fallbacks.
import { createContext, type ReactNode } from 'react';
import type { ActionDialect } from '../../runtime/core/actions/define-action';
import type { ScriptKind } from '../../runtime/core/script-scope';
import type { JsonSchema } from './json-schema';

export interface ScriptWidgetProps {
  id: string;
  value: string;
  onChange(value: string): void;
  kind: ScriptKind;
  /** JSON pointer of the script inside the edited value (to find the chain step it belongs to). */
  path: string;
}

export interface ChainWidgetProps {
  path: string;
  dialect: ActionDialect;
  steps: unknown[];
  itemSchema: JsonSchema;
  onChange(steps: unknown[]): void;
}

export interface SchemaFormWidgets {
  script?: (props: ScriptWidgetProps) => ReactNode;
  chain?: (props: ChainWidgetProps) => ReactNode;
}

export const SchemaFormWidgetsContext = createContext<SchemaFormWidgets>({});
