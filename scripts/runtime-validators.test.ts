import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../runtime/core/schema-problems';
import { checkSchema } from '../runtime/core/schema-validator';
import * as compiledAhead from '../schemas/generated/runtime-validators';
import { runtimeValidatedSchemas } from '../schemas/runtime-validated';
import { runtimeValidatorsFiles } from './runtime-validators';

const dir = path.resolve(__dirname, '../schemas/generated');

const samples: Record<string, unknown[]> = {
  ScreenConfig: [
    { type: 'screen-config', key: 'screenConfig', screenType: 'create' },
    { type: 'screen-config', key: 'bad key.', screenType: 'nonsense', unknownSetting: 1 },
    { type: 'screen-config', key: 'screenConfig', screenType: 'view', popups: 'not a list' },
    'not an object',
  ],
  SavedLastSearch: [{ tableKey: 'fines', searchText: 'x' }, { tableKey: 3, rows: 'ten' }, {}],
};

describe('validators compiled ahead of time for screens', () => {
  it('match the schemas (run npm run schemas:generate when this fails)', () => {
    const expected = runtimeValidatorsFiles();
    expect(readFileSync(path.join(dir, 'runtime-validators.js'), 'utf8')).toBe(expected.js);
    expect(readFileSync(path.join(dir, 'runtime-validators.d.ts'), 'utf8')).toBe(expected.dts);
  });

  it('find the same problems as the checks compiled at run time', () => {
    expect(Object.keys(compiledAhead).sort()).toEqual(Object.keys(runtimeValidatedSchemas).sort());
    let invalid = 0;
    for (const [name, values] of Object.entries(samples)) {
      const validate = compiledAhead[name as keyof typeof compiledAhead];
      for (const value of values) {
        const problems = problemsOf(validate, value);
        expect(problems, `${name} ${JSON.stringify(value)}`).toEqual(
          checkSchema(runtimeValidatedSchemas[name]!, value),
        );
        if (problems.length > 0) invalid += 1;
      }
    }
    // The samples reach both outcomes, and the spec's own messages come through.
    expect(invalid).toBeGreaterThanOrEqual(4);
    expect(problemsOf(compiledAhead.ScreenConfig, samples.ScreenConfig![1])).toContainEqual({
      path: '/key',
      message: expect.stringContaining('alphanumeric characters') as string,
    });
  });
});
