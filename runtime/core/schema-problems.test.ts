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
});
