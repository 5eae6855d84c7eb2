import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../../schemas/form-definition';
import { FormioForm, type FormioInstance } from './FormioForm';

const components = [
  { type: 'textfield', key: 'note', label: 'Note', input: true },
  { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
] as FormComponent[];

describe('FormioForm', () => {
  it('saves one submission at a time: a second submit while the first is on its way sends nothing', async () => {
    const saves: Record<string, unknown>[] = [];
    let finish = () => {};
    const onSubmit = (data: Record<string, unknown>) => {
      saves.push(data);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let form: FormioInstance = null;
    render(<FormioForm components={components} onSubmit={onSubmit} onReady={(ready) => (form = ready)} />);
    await waitFor(() => expect(form).not.toBeNull());
    form.emit('submit', { data: { note: 'first' } });
    form.emit('submit', { data: { note: 'again' } });
    await waitFor(() => expect(saves).toHaveLength(1));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Once the first is saved, the next submit is sent.
    form.emit('submit', { data: { note: 'later' } });
    await waitFor(() => expect(saves.map((data) => data.note)).toEqual(['first', 'later']));
  });
});
