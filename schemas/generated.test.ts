import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSchemas, schemaFileText } from './published';

const dir = path.resolve(__dirname, 'generated');

describe('schemas/generated', () => {
  it('matches the TypeBox schemas (run npm run schemas:generate when this fails)', () => {
    for (const { name, schema } of publishedSchemas) {
      const file = path.join(dir, `${name}.schema.json`);
      expect(readFileSync(file, 'utf8'), `${name}.schema.json is stale`).toBe(schemaFileText(schema));
    }
  });

  it('holds no schema that is no longer published', () => {
    const expected = publishedSchemas.map(({ name }) => `${name}.schema.json`).sort();
    expect(
      readdirSync(dir)
        .filter((file) => file.endsWith('.schema.json'))
        .sort(),
    ).toEqual(expected);
  });
});
