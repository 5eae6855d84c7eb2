// One form renderer for any JSON Schema (TypeBox schemas are JSON Schema): titles, descriptions,
// defaults, enums, nested objects, arrays as lists, unions as a type switch. How a setting is edited
// beyond its schema comes from setting-overrides.ts; scripts and chains from the widgets context.
import { useContext, useId, type ReactNode } from 'react';
import {
  enumChoices,
  fieldKind,
  initialValue,
  labelOf,
  matchingOption,
  optionLabel,
  unionOptions,
  type JsonSchema,
} from './json-schema';
import { pointerJoin } from './json-pointer';
import { settingOverrides, type SettingOverride, type SettingOverrides } from './setting-overrides';
import { SchemaFormWidgetsContext } from './schema-form-widgets';
import { JsonValueField } from './JsonValueField';
import './editors.css';

interface SchemaFormProps {
  schema: JsonSchema;
  value: unknown;
  onChange(value: unknown): void;
  /** Overrides merged over the shared ones, e.g. to hide a setting in one editor. */
  overrides?: SettingOverrides;
  /** JSON pointer of `value` inside the whole edited value; fields carry theirs as data-setting-path. */
  path?: string;
  /** Property names not shown (edited elsewhere on the same screen). */
  omit?: readonly string[];
}

interface FieldProps {
  name: string;
  schema: JsonSchema;
  value: unknown;
  onChange(value: unknown): void;
  path: string;
  required: boolean;
  overrides: SettingOverrides;
}

export function SchemaForm({
  schema,
  value,
  onChange,
  overrides = {},
  path = '',
  omit = [],
}: SchemaFormProps) {
  const merged = { ...settingOverrides, ...overrides };
  if (fieldKind(schema) !== 'object') {
    return (
      <SchemaField
        name=""
        schema={schema}
        value={value}
        onChange={onChange}
        path={path}
        required
        overrides={merged}
      />
    );
  }
  return (
    <ObjectFields
      schema={schema}
      value={value}
      onChange={onChange}
      path={path}
      overrides={merged}
      omit={omit}
    />
  );
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function ObjectFields({
  schema,
  value,
  onChange,
  path,
  overrides,
  omit = [],
}: Omit<FieldProps, 'name' | 'required'> & { omit?: readonly string[] }) {
  const record = asRecord(value);
  const required = new Set(schema.required ?? []);
  return (
    <div className="ignite-schema-form__fields">
      {Object.entries(schema.properties ?? {})
        .filter(([name]) => !omit.includes(name))
        .map(([name, property]) => (
          <SchemaField
            key={name}
            name={name}
            schema={property}
            value={record[name]}
            path={pointerJoin(path, name)}
            required={required.has(name)}
            overrides={overrides}
            onChange={(next) => {
              const updated = { ...record };
              if (next === undefined) delete updated[name];
              else updated[name] = next;
              onChange(updated);
            }}
          />
        ))}
    </div>
  );
}

function FieldFrame({
  id,
  label,
  help,
  path,
  children,
  inline = false,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  path: string;
  children: ReactNode;
  inline?: boolean;
}) {
  return (
    <div
      className={`ignite-schema-form__field${inline ? ' ignite-schema-form__field--inline' : ''}`}
      data-setting-path={path}
    >
      {label && (
        <label htmlFor={id} className="ignite-schema-form__label">
          {label}
        </label>
      )}
      {children}
      {help && <div className="ignite-schema-form__help">{help}</div>}
    </div>
  );
}

function SchemaField(props: FieldProps) {
  const { name, schema, value, onChange, path, required, overrides } = props;
  const id = useId();
  const widgets = useContext(SchemaFormWidgetsContext);
  const override: SettingOverride = overrides[name] ?? {};
  const label = name ? labelOf(name, schema) : '';
  const help = override.help ?? schema.description;
  const frame = (children: ReactNode, inline = false) => (
    <FieldFrame id={id} label={label} help={help} path={path} inline={inline}>
      {children}
    </FieldFrame>
  );
  // An optional value cleared is removed rather than kept as an empty string.
  const setText = (text: string) => onChange(text === '' && !required ? undefined : text);

  if (override.widget === 'script') {
    const text = typeof value === 'string' ? value : '';
    const kind = override.scriptKind ?? 'executeCustomLogic';
    return frame(
      widgets.script ? (
        widgets.script({ id, value: text, onChange: setText, kind, path })
      ) : (
        <textarea
          id={id}
          className="form-control ignite-schema-form__code"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      ),
    );
  }
  if (override.widget === 'chain' && Array.isArray(value ?? []) && widgets.chain && schema.items) {
    return frame(
      widgets.chain({
        path,
        dialect: override.dialect ?? 'chain',
        steps: (value as unknown[] | undefined) ?? [],
        itemSchema: schema.items,
        onChange: (steps) => onChange(steps.length || required ? steps : undefined),
      }),
    );
  }
  if (override.widget === 'json') {
    return frame(<JsonValueField id={id} value={value} onChange={onChange} />);
  }

  switch (fieldKind(schema)) {
    case 'boolean':
      return frame(
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked ? true : required ? false : undefined)}
        />,
        true,
      );
    case 'number':
      return frame(
        <input
          id={id}
          type="number"
          className="form-control"
          value={typeof value === 'number' ? value : ''}
          placeholder={schema.default !== undefined ? String(schema.default) : undefined}
          onChange={(event) =>
            onChange(event.target.value === '' && !required ? undefined : Number(event.target.value))
          }
        />,
      );
    case 'string':
      return frame(
        <input
          id={id}
          type="text"
          className={`form-control${override.widget === 'template' ? ' ignite-schema-form__code' : ''}`}
          value={typeof value === 'string' ? value : ''}
          placeholder={schema.default !== undefined ? String(schema.default) : undefined}
          onChange={(event) => setText(event.target.value)}
        />,
      );
    case 'enum': {
      const choices = enumChoices(schema) ?? [schema.const];
      const index = choices.findIndex((choice) => choice === value);
      return frame(
        <select
          id={id}
          className="form-select"
          value={index < 0 ? '' : String(index)}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)])
          }
        >
          {(!required || index < 0) && (
            <option value="">
              {schema.default !== undefined ? `(default: ${String(schema.default)})` : '—'}
            </option>
          )}
          {choices.map((choice, choiceIndex) => (
            <option key={String(choice)} value={String(choiceIndex)}>
              {String(choice)}
            </option>
          ))}
        </select>,
      );
    }
    case 'object':
      return <ObjectField {...props} label={label} help={help} />;
    case 'array':
      return <ArrayField {...props} label={label} help={help} />;
    case 'union':
      return <UnionField {...props} label={label} help={help} />;
    default:
      return frame(<JsonValueField id={id} value={value} onChange={onChange} />);
  }
}

type GroupProps = FieldProps & { label: string; help?: string | undefined };

function Group({
  label,
  help,
  path,
  children,
  actions,
}: {
  label: string;
  help?: string | undefined;
  path: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <fieldset className="ignite-schema-form__group" data-setting-path={path}>
      {(label || actions) && (
        <legend className="ignite-schema-form__legend">
          {label}
          {actions}
        </legend>
      )}
      {help && <div className="ignite-schema-form__help">{help}</div>}
      {children}
    </fieldset>
  );
}

function ObjectField({ schema, value, onChange, path, required, overrides, label, help }: GroupProps) {
  if (value === undefined && !required) {
    return (
      <Group label={label} help={help} path={path}>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onChange(initialValue(schema))}
        >
          Add {label.toLowerCase()}
        </button>
      </Group>
    );
  }
  return (
    <Group
      label={label}
      help={help}
      path={path}
      actions={
        !required && (
          <button type="button" className="btn btn-sm btn-link" onClick={() => onChange(undefined)}>
            Remove
          </button>
        )
      }
    >
      <ObjectFields schema={schema} value={value} onChange={onChange} path={path} overrides={overrides} />
    </Group>
  );
}

function ArrayField({ schema, value, onChange, path, required, overrides, label, help }: GroupProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const update = (next: unknown[]) => onChange(next.length || required ? next : undefined);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    update(next);
  };
  return (
    <Group label={label} help={help} path={path}>
      <ol className="ignite-schema-form__list">
        {items.map((item, index) => (
          <li key={index} className="ignite-schema-form__item">
            <div className="ignite-schema-form__item-actions">
              <span className="ignite-schema-form__item-title">
                {label} {index + 1}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-link"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move ${label} ${index + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-sm btn-link"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move ${label} ${index + 1} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-sm btn-link text-danger"
                onClick={() => update(items.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </div>
            <SchemaField
              name=""
              schema={itemSchema}
              value={item}
              path={pointerJoin(path, index)}
              required
              overrides={overrides}
              onChange={(next) => update(items.map((old, i) => (i === index ? next : old)))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => update([...items, initialValue(itemSchema)])}
      >
        Add {label ? label.toLowerCase() : 'item'}
      </button>
    </Group>
  );
}

function UnionField({ schema, value, onChange, path, required, overrides, label, help }: GroupProps) {
  const id = useId();
  const options = unionOptions(schema);
  const chosen = value === undefined ? -1 : matchingOption(options, value);
  const option = options[chosen];
  return (
    <Group label={label} help={help} path={path}>
      <select
        id={id}
        aria-label={`${label || 'Value'} type`}
        className="form-select ignite-schema-form__type-switch"
        value={chosen < 0 ? '' : String(chosen)}
        onChange={(event) => {
          const next = options[Number(event.target.value)];
          onChange(event.target.value === '' || !next ? undefined : initialValue(next));
        }}
      >
        {(!required || chosen < 0) && <option value="">—</option>}
        {options.map((choice, index) => (
          <option key={index} value={String(index)}>
            {optionLabel(choice, index)}
          </option>
        ))}
      </select>
      {option && (
        <SchemaField
          name=""
          schema={option}
          value={value}
          onChange={onChange}
          path={path}
          required
          overrides={overrides}
        />
      )}
    </Group>
  );
}
