// `data.x` in a template or script reads the form's data; a name no component (or storing setting)
// gives is usually a typo. A screen that loads its data (retrievalUrl, an initialization step into the
// root) holds whatever the record has, so those are not checked; record fields (id, version, created...)
// always exist after a save. Data can also come from elsewhere, so this is a warning.
import type { FormDefinition } from '../../../../schemas/form-definition';
import { defineLintRule } from '../lint-rule';
import { dataKeys } from '../form-keys';
import { eachFormString } from '../form-values';
import { isScriptSetting, isTemplateSetting } from '../script-settings';

// `data.x`, `data['x']` and `submission.data.x`, but not `response.data.x` or `row.data.x`.
const DATA_READ =
  /(?:(?<![\w$.])|(?<=\bsubmission\.))data\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*['"]([^'"]+)['"]\s*\])/g;

const RECORD_FIELDS = /^(id|version|(created|updated|modified)\w*)$/;

/** True when the screen's data comes from the server rather than from its own fields. */
function loadsItsData(form: FormDefinition): boolean {
  const config = form.components.find((component) => component.type === 'screen-config') as
    { retrievalUrl?: unknown; screenInitializationConfig?: { storageAttribute?: unknown }[] } | undefined;
  if (!config) return false;
  if (typeof config.retrievalUrl === 'string' && config.retrievalUrl.trim()) return true;
  return (config.screenInitializationConfig ?? []).some((step) => step?.storageAttribute === '*');
}

export function dataReferences(text: string): string[] {
  return [...text.matchAll(DATA_READ)].map((match) => match[1] ?? match[2] ?? '');
}

export const unknownDataReference = defineLintRule({
  id: 'unknown-data-reference',
  severity: 'warning',
  description: 'A template or script reading data.x where no component has the key x',
  check(form) {
    if (loadsItsData(form)) return [];
    const known = dataKeys(form);
    const problems: { path: string; message: string }[] = [];
    eachFormString(form, (text, { name, pointer }) => {
      if (!isScriptSetting(name, text) && !isTemplateSetting(name, text)) return;
      const unknown = [...new Set(dataReferences(text))].filter(
        (key) => !known.has(key) && !RECORD_FIELDS.test(key),
      );
      if (unknown.length === 0) return;
      problems.push({
        path: pointer,
        message: `No component of this form has the key ${unknown.map((key) => `"${key}"`).join(', ')}: correct the name after data. (or add the field).`,
      });
    });
    return problems;
  },
});
