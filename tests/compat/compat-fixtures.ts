// The Form.io forms of the compatibility suite (fixtures/*.json): the form as Form.io exports it, a
// submission as its renderer produces it, and a submission one of Form.io's rules refuses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CompatFixture {
  name: string;
  form: {
    name: string;
    title: string;
    display: string;
    settings?: Record<string, unknown>;
    components: unknown[];
  };
  submission: Record<string, unknown>;
  invalid: { data: Record<string, unknown>; path: string; rule: string };
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export const compatFixtures: CompatFixture[] = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.json$/, ''),
    ...(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<CompatFixture, 'name'>),
  }));
