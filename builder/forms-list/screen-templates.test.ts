import { describe, expect, it } from 'vitest';
import type { ScreenConfig } from '../../schemas/screen-config';
import { loadScreenData } from '../../runtime/app/screens/screen-data';
import { POPUP_CANCEL_EVENT } from '../../runtime/core/actions/popup-screen';
import { eachComponent } from '../../runtime/core/form-tree';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { HttpClient, type RequestOptions } from '../../runtime/core/http';
import { hasLintErrors, lintForm } from '../../runtime/core/lint/lint-form';
import { newFormFromTemplate, SCREEN_TEMPLATES } from './screen-templates';

/** Answers every call with a record, and keeps the addresses called. */
class RecordingHttp extends HttpClient {
  readonly called: string[] = [];

  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(_method: string, url: string, _options: RequestOptions = {}): Promise<T> {
    this.called.push(url);
    return { name: 'A record' } as T;
  }
}

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

  it.each(SCREEN_TEMPLATES.map((template) => template.start))('%s has no lint errors', (start) => {
    const problems = lintForm(newFormFromTemplate(start, envelope) as Parameters<typeof lintForm>[0]);
    expect(hasLintErrors(problems) ? problems : []).toEqual([]);
  });

  it('starts a popup whose buttons emit the event a popup closes on (it listens to no other)', () => {
    const form = newFormFromTemplate('popup', envelope);
    const events: unknown[] = [];
    eachComponent(form.components as Parameters<typeof eachComponent>[0], ({ component }) => {
      if (component.type === 'button' && component.action === 'event') events.push(component.event);
    });
    expect(events).toEqual([POPUP_CANCEL_EVENT]);
  });

  it('starts a summary screen that loads the record of the id in its address (/app/<category>/<form>/42)', async () => {
    const config = newFormFromTemplate('summary', envelope).components.find(
      (component) => typeof component !== 'string' && component.type === 'screen-config',
    ) as ScreenConfig;
    const opened = new RecordingHttp();
    await loadScreenData({ config, id: '42', state: {}, user: null, http: opened });
    expect(opened.called).toEqual(['/api/parking/42']);
    // Opened by a navigation that propagates the id in its state instead, it loads that record.
    const navigated = new RecordingHttp();
    await loadScreenData({ config, id: undefined, state: { id: 7 }, user: null, http: navigated });
    expect(navigated.called).toEqual(['/api/parking/7']);
  });
});
