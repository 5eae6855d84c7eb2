// Every example form passes lint against the catalogue the seed declares: no errors.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/form-definition';
import type { LintCatalogue } from './lint-rule';
import { lintForm } from './lint-form';
import { resourceForms } from './required-fields';

const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as unknown;
const formsDir = new URL('../../../examples/forms/', import.meta.url);
const seedDir = new URL('../../../examples/seed/', import.meta.url);
const forms = readdirSync(formsDir)
  .filter((name) => name.endsWith('.json'))
  .map((file) => ({ file, form: read(new URL(file, formsDir)) as FormDefinition }));

const resources = read(new URL('resources.json', seedDir)) as { name: string; formId: string }[];
const catalogue: LintCatalogue = {
  formIds: forms.map(({ form }) => form.id),
  resources: resources.map((r) => r.name),
  resourceForms: resourceForms(
    resources,
    (formId) => forms.find(({ form }) => form.id === formId)?.form.components,
  ),
  acls: (read(new URL('acl-resources.json', seedDir)) as { resourceName: string }[]).map(
    (a) => a.resourceName,
  ),
};

describe('the example forms', () => {
  it.each(forms)('$file has no lint errors', ({ form }) => {
    const errors = lintForm(form, catalogue).filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('are linted against a real catalogue', () => {
    expect(catalogue.formIds).toContain('court-fine-create');
    expect(catalogue.resources).toContain('court-fines');
    expect(catalogue.acls).toContain('court-fines.read');
    expect(catalogue.resourceForms?.['court-fines']).toMatchObject({ formId: 'court-fine-create' });
    expect(catalogue.resourceForms?.['court-fines']?.requiredFields).toContain('caseNumber');
  });
});
