// A refused create or duplicate (409, the id is taken) is told where the designer looks: above the
// fields, scrolled into view, not at the end of a dialog body they would have to scroll.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builderApi } from '../builder-api';
import { DuplicateDialog } from './DuplicateDialog';
import { NewFormDialog } from './NewFormDialog';

const TAKEN = 'A form with the id court-fine-create exists already';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The refusal, shown before the id field and scrolled into view. */
async function expectRefusalAboveFields(idField: HTMLElement): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(TAKEN);
  expect(alert.compareDocumentPosition(idField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Scrolled by an effect once the refusal is drawn.
  await waitFor(() => expect(scrolled).toContain(screen.getByRole('alert')));
}

describe('the new form dialog', () => {
  it('shows a refused create above its fields, in view', async () => {
    vi.spyOn(builderApi, 'createForm').mockRejectedValue(new Error(TAKEN));
    render(<NewFormDialog categories={[]} onCreated={() => undefined} onCancel={() => undefined} />);
    const idField = screen.getByLabelText('Form id');
    fireEvent.change(idField, { target: { value: 'court-fine-create' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Court fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await expectRefusalAboveFields(idField);
  });
});

describe('the duplicate dialog', () => {
  it('shows a refused duplicate above its fields, in view', async () => {
    vi.spyOn(builderApi, 'duplicateForm').mockRejectedValue(new Error(TAKEN));
    const form = { id: 'court-fine-view', name: 'Court fine' } as Parameters<
      typeof DuplicateDialog
    >[0]['form'];
    render(<DuplicateDialog form={form} onDone={() => undefined} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await expectRefusalAboveFields(screen.getByLabelText('Form id'));
  });
});
