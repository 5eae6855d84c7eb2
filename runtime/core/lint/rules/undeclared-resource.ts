// Calls to the records API (`/api/{resource}`, or `/{resource}` as runtime/core/api-url.ts maps it) must
// name a declared resource; the server's own APIs are left alone.
import { toApiUrl } from '../../api-url';
import { defineLintRule } from '../lint-rule';
import { eachFormString } from '../form-values';

const URL_SETTINGS = new Set(['apiUrl', 'url', 'submissionUrl', 'retrievalUrl', 'propertyValue']);
const SERVER_APIS = new Set(['iam', 'ignite', 'core', 'workflow']);

/** The resource a URL calls, when it is a plain records API path. */
export function resourceOfUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed || /^https?:\/\//.test(trimmed) || trimmed.startsWith('{{')) return undefined;
  const segment = toApiUrl(trimmed).slice('/api/'.length).split(/[/?#]/)[0] ?? '';
  if (!segment || segment.includes('{') || SERVER_APIS.has(segment)) return undefined;
  return segment;
}

export const undeclaredResource = defineLintRule({
  id: 'undeclared-resource',
  severity: 'error',
  description: 'A URL to /api/{resource} whose resource is not declared',
  check(form, catalogue) {
    const known = catalogue.resources && new Set(catalogue.resources);
    if (!known) return [];
    const problems: { path: string; message: string }[] = [];
    eachFormString(form, (text, { name, pointer }) => {
      if (!URL_SETTINGS.has(name)) return;
      const resource = resourceOfUrl(text);
      if (resource === undefined || known.has(resource)) return;
      problems.push({
        path: pointer,
        message: `"${text}" calls the resource "${resource}", which is not declared: fix the URL or declare the resource.`,
      });
    });
    return problems;
  },
});
