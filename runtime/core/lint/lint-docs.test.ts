// docs/lint.md lists every rule with its severity: a new rule (or a changed severity) changes the docs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintRules } from './rules';

const docs = readFileSync(new URL('../../../docs/lint.md', import.meta.url), 'utf8');

describe('docs/lint.md', () => {
  it.each(lintRules.map((rule) => [rule.id, rule.severity]))('lists %s as %s', (id, severity) => {
    expect(docs).toMatch(new RegExp(`^\\| \`${id}\` +\\| ${severity} +\\|`, 'm'));
  });
});
