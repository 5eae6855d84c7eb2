import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkSchema } from './schema-validator';

describe('schema problems', () => {
  it('names the values a union of literals or an enum takes, once per path', () => {
    const schema = Type.Object({
      screenType: Type.Union([Type.Literal('create'), Type.Literal('view'), Type.Literal('action')]),
      size: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20)])),
      mode: Type.Optional(Type.Enum(['a', 'b'])),
      kind: Type.Optional(Type.Literal('grid')),
    });
    expect(checkSchema(schema, { screenType: 'edit', size: 15, mode: 'c', kind: 'x' })).toEqual([
      { path: '/screenType', message: 'must be one of "create", "view", "action"' },
      { path: '/size', message: 'must be one of 10, 20' },
      { path: '/mode', message: 'must be one of "a", "b"' },
      { path: '/kind', message: 'must be "grid"' },
    ]);
  });

  it("keeps a schema's own message", () => {
    const schema = Type.Object({ code: Type.Enum(['SGD', 'USD'], { errorMessage: 'a currency code' }) });
    expect(checkSchema(schema, { code: 'x' })).toEqual([{ path: '/code', message: 'a currency code' }]);
  });

  it('says in plain words what a value must be', () => {
    const schema = Type.Object({
      name: Type.String({ minLength: 1, maxLength: 5 }),
      note: Type.Optional(Type.String({ minLength: 3 })),
      rows: Type.Optional(Type.Array(Type.String(), { minItems: 1, maxItems: 2 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      rate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      when: Type.Optional(Type.String({ format: 'date-time' })),
      data: Type.Optional(Type.Array(Type.Unknown())),
    });
    expect(
      checkSchema(schema, { name: '', note: 'ab', rows: [], size: 1.5, rate: 0, when: 'soon', data: 'x' }),
    ).toEqual([
      { path: '/name', message: 'must not be empty' },
      { path: '/note', message: 'must be at least 3 characters long' },
      { path: '/rows', message: 'must hold at least one entry' },
      { path: '/size', message: 'must be a whole number' },
      { path: '/rate', message: 'must be more than 0' },
      { path: '/when', message: 'must be a date and time (e.g. 2026-01-31T09:00:00Z)' },
      { path: '/data', message: 'must be a list' },
    ]);
    expect(checkSchema(schema, { name: 'abcdef', rows: ['a', 'b', 'c'], size: 101 })).toEqual([
      { path: '/name', message: 'must be at most 5 characters long' },
      { path: '/rows', message: 'must hold at most 2 entries' },
      { path: '/size', message: 'must be at most 100' },
    ]);
  });
});
