// Reading a JSON Schema (a TypeBox schema is one) the way the settings form needs it: what kind of
// field a schema is, its label and help, its choices and a starting value for a new item.

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  pattern?: string;
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'union' | 'json';

/** The literal choices of an enum or a union of literals, else undefined. */
export function enumChoices(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length && options.every((option) => 'const' in option)) return options.map((o) => o.const);
  return undefined;
}

export function unionOptions(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

export function fieldKind(schema: JsonSchema): FieldKind {
  if (enumChoices(schema) || 'const' in schema) return 'enum';
  if (unionOptions(schema).length) return 'union';
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return schema.properties ? 'object' : 'json';
    case 'array':
      return 'array';
    default:
      return 'json';
  }
}

/** A label for a property: the schema's title, else the property name in words. */
export function labelOf(name: string, schema: JsonSchema): string {
  if (schema.title) return schema.title;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The value a new item (or a switched union branch) starts with: defaults and required parts filled. */
export function initialValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if ('const' in schema) return schema.const;
  const choices = enumChoices(schema);
  if (choices) return choices[0];
  const options = unionOptions(schema);
  if (options[0]) return initialValue(options[0]);
  switch (fieldKind(schema)) {
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = initialValue(property);
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** Which branch of a union a value fits best: by literal `type`-like properties first, then by JSON type. */
export function matchingOption(options: JsonSchema[], value: unknown): number {
  const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  const byConst = options.findIndex(
    (option) =>
      option.properties &&
      typeof value === 'object' &&
      value !== null &&
      Object.entries(option.properties).some(
        ([name, property]) =>
          'const' in property && (value as Record<string, unknown>)[name] === property.const,
      ),
  );
  if (byConst >= 0) return byConst;
  const byType = options.findIndex((option) => {
    const type = option.type === 'integer' ? 'number' : option.type;
    return type === typeOf(value) || ('const' in option && option.const === value);
  });
  return Math.max(byType, 0);
}

/** The name a union branch shows in the type switch. */
export function optionLabel(option: JsonSchema, index: number): string {
  if (option.title) return option.title;
  if ('const' in option) return String(option.const);
  const literal = Object.entries(option.properties ?? {}).find(([, property]) => 'const' in property);
  if (literal) return String(literal[1].const);
  return typeof option.type === 'string' ? option.type : `option ${index + 1}`;
}
