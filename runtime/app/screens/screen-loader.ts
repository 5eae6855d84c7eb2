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
import { screenFormUrl } from './screen-form-url';

export class ScreenConfigError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super('The screen configuration of this form is not valid');
  }
}

export interface LoadedScreen {
  form: FormDefinition;
  screenConfig: ScreenConfig | undefined;
}

export interface LoadScreenOptions {
  /** The newest version (designers only), else the published one. */
  draft?: boolean;
  /** The same GET, already asked for (by the route, while this code loaded): taken instead of asking. */
  prefetched?: Promise<FormDefinitionWire> | undefined;
}

export async function loadScreen(
  http: HttpClient,
  formId: string,
  { draft = false, prefetched }: LoadScreenOptions = {},
): Promise<LoadedScreen> {
  const wire = await (prefetched ?? http.get<FormDefinitionWire>(screenFormUrl(formId, draft)));
  const form = decodeFormDefinition(wire);
  // Designer scripts run in the sandbox, which the screen loads before it is drawn.
  if (formHasScripts(form)) await loadScriptSandbox();
  const config = findComponentByType(form.components, 'screen-config');
  if (!config) return { form, screenConfig: undefined };
  const problems = problemsOf(validateScreenConfig, config);
  if (problems.length > 0) throw new ScreenConfigError(problems);
  return { form, screenConfig: config as ScreenConfig };
}
