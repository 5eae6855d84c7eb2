import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionWire } from '../../../schemas/form-definition';
import { prefetchedForm, screenChanged, type ScreenPrefetch } from './screen-prefetch';

const revalidation = (current: Record<string, string>, next: Record<string, string>) =>
  ({ currentParams: current, nextParams: next }) as unknown as ShouldRevalidateFunctionArgs;

describe('the screen route asking early for its form', () => {
  it('asks again only for another screen instance (another form or record)', () => {
    const screen = { slug: 'court-fines', formId: 'court-fine-edit', id: '7' };
    expect(screenChanged(revalidation(screen, { ...screen, formId: 'court-fine-view' }))).toBe(true);
    expect(screenChanged(revalidation(screen, { ...screen, id: '8' }))).toBe(true);
    expect(screenChanged(revalidation(screen, { ...screen }))).toBe(false);
    // The route keys the screen by form and record: another menu slug keeps the same screen.
    expect(screenChanged(revalidation(screen, { ...screen, slug: 'fines' }))).toBe(false);
  });

  it('hands over the answer only for the form and draft flag it was asked for', () => {
    const form = Promise.resolve<FormDefinitionWire>({
      id: 'f',
      name: 'F',
      category: '',
      components: ['[]'],
    });
    const prefetch: ScreenPrefetch = { formId: 'f', draft: false, form };
    expect(prefetchedForm(prefetch, 'f', false)).toBe(form);
    expect(prefetchedForm(prefetch, 'f', true)).toBeUndefined();
    expect(prefetchedForm(prefetch, 'g', false)).toBeUndefined();
    expect(prefetchedForm(null, 'f', false)).toBeUndefined();
  });
});
