// Loads what a form-renderer screen needs: the form by id (decoded) with its screen configuration
// checked against its schema, then the record when the screen retrieves one; the script sandbox when
// the form has designer scripts.
import type { FormDefinition, FormDefinitionWire } from '../../../schemas/form-definition';
import { ScreenConfig as validateScreenConfig } from '../../../schemas/generated/runtime-validators';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { decodeFormDefinition, findComponentByType } from '../../core/form-tree';
import { formHasScripts } from '../../core/form-scripts';
import type { HttpClient } from '../../core/http';
import { problemsOf, type SchemaProblem } from '../../core/schema-problems';
import { loadScriptSandbox } from '../../core/script-sandbox';

export class ScreenConfigError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super('The screen configuration of this form is not valid');
  }
}

export interface LoadedScreen {
  form: FormDefinition;
  screenConfig: ScreenConfig | undefined;
}

/** With `draft` the newest version (designers only), else the published one. */
export async function loadScreen(
  http: HttpClient,
  formId: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<LoadedScreen> {
  const wire = await http.get<FormDefinitionWire>(
    `/api/ignite/application/${encodeURIComponent(formId)}${draft ? '?draft=true' : ''}`,
  );
  const form = decodeFormDefinition(wire);
  // Designer scripts run in the sandbox, which the screen loads before it is drawn.
  if (formHasScripts(form)) await loadScriptSandbox();
  const config = findComponentByType(form.components, 'screen-config');
  if (!config) return { form, screenConfig: undefined };
  const problems = problemsOf(validateScreenConfig, config);
  if (problems.length > 0) throw new ScreenConfigError(problems);
  return { form, screenConfig: config as ScreenConfig };
}
