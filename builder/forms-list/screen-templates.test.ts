import { describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { newFormFromTemplate, SCREEN_TEMPLATES } from './screen-templates';

const envelope = { id: 'parking-ticket', name: 'Parking ticket', category: 'parking' };

describe('screen templates', () => {
  it.each(SCREEN_TEMPLATES.map((template) => template.start))('%s passes form validation', (start) => {
    const result = validateFormDefinition(newFormFromTemplate(start, envelope));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('gives each screen type the fields spec 000 §5 shows for it', () => {
    const config = (start: Parameters<typeof newFormFromTemplate>[0]) =>
      newFormFromTemplate(start, envelope).components.find(
        (component) => typeof component !== 'string' && component.type === 'screen-config',
      ) as Record<string, unknown>;
    expect(config('create')).toMatchObject({ screenType: 'create', submissionUrl: '/parking' });
    expect(config('view')).toMatchObject({ screenType: 'view', retrievalUrl: '/parking' });
    expect(config('view')).not.toHaveProperty('submissionUrl');
    expect(config('edit')).toMatchObject({
      screenType: 'action',
      retrievalUrl: '/parking',
      submissionUrl: '/parking/{{ data.id }}',
    });
    expect(newFormFromTemplate('blank', envelope).components).toEqual([]);
  });

  it('starts create and edit screens with a submit button', () => {
    for (const start of ['create', 'edit'] as const) {
      const components = newFormFromTemplate(start, envelope).components as Record<string, unknown>[];
      expect(components).toContainEqual(expect.objectContaining({ type: 'button', action: 'submit' }));
    }
  });
});
