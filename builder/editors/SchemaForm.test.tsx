import { fireEvent, render, screen } from '@testing-library/react';
import Type from 'typebox';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from './SchemaForm';
import type { JsonSchema } from './json-schema';

const Settings = Type.Object({
  title: Type.String({ title: 'Screen title', description: 'Shown above the screen' }),
  method: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST')])),
  pageSize: Type.Optional(Type.Number({ default: 10 })),
  paging: Type.Optional(Type.Boolean()),
  popup: Type.Optional(Type.Object({ message: Type.String() })),
  columns: Type.Optional(
    Type.Array(Type.Object({ field: Type.String(), width: Type.Optional(Type.Number()) })),
  ),
  source: Type.Optional(
    Type.Union([
      Type.Object({ kind: Type.Literal('api'), url: Type.String() }),
      Type.Object({ kind: Type.Literal('context'), path: Type.String() }),
    ]),
  ),
  conditionToEvaluate: Type.Optional(Type.String()),
});

function Harness({ initial, seen }: { initial: unknown; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      schema={Settings as JsonSchema}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('SchemaForm', () => {
  it('shows titles, descriptions and defaults from the schema', () => {
    render(<Harness initial={{ title: 'Fines' }} seen={[]} />);
    expect(screen.getByLabelText('Screen title')).toHaveProperty('value', 'Fines');
    expect(screen.getByText('Shown above the screen')).toBeTruthy();
    expect(screen.getByLabelText('Page size')).toHaveProperty('placeholder', '10');
  });

  it('edits strings, enums, numbers and booleans, removing optional values cleared', () => {
    const seen: unknown[] = [];
    render(<Harness initial={{ title: 'Fines', pageSize: 5 }} seen={seen} />);
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: '1' } });
    expect(seen.at(-1)).toEqual({ title: 'Fines', pageSize: 5, method: 'POST' });
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Paging'));
    expect(seen.at(-1)).toEqual({ title: 'Fines', method: 'POST', paging: true });
  });

  it('adds nested objects and list items with their required parts', () => {
    const seen: unknown[] = [];
    render(<Harness initial={{ title: 'Fines' }} seen={seen} />);
    fireEvent.click(screen.getByText('Add popup'));
    fireEvent.click(screen.getByText('Add columns'));
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'amount' } });
    expect(seen.at(-1)).toEqual({ title: 'Fines', popup: { message: '' }, columns: [{ field: 'amount' }] });
    expect(document.querySelector('[data-setting-path="/columns/0/field"]')).not.toBeNull();
  });

  it('switches a union by type, starting the branch with its literal', () => {
    const seen: unknown[] = [];
    render(<Harness initial={{ title: 'Fines', source: { kind: 'api', url: '/api/fines' } }} seen={seen} />);
    const typeSwitch = screen.getByLabelText('Source type');
    expect(screen.getByLabelText('Url')).toHaveProperty('value', '/api/fines');
    fireEvent.change(typeSwitch, { target: { value: '1' } });
    expect(seen.at(-1)).toEqual({ title: 'Fines', source: { kind: 'context', path: '' } });
    expect(screen.getByLabelText('Path')).toBeTruthy();
  });

  it('edits a script setting with the script widget of setting-overrides.ts', () => {
    render(<Harness initial={{ title: 'Fines', conditionToEvaluate: 'show = true' }} seen={[]} />);
    const script = screen.getByLabelText('Condition to evaluate');
    expect(script.tagName).toBe('TEXTAREA');
    expect(screen.getByText(/Runs the step only when/)).toBeTruthy();
  });
});
