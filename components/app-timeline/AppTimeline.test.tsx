import { Formio } from '@formio/js/form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventBus } from '../../runtime/core/event-bus';
import { testComponentContext } from '../../tests/helpers/component-context';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { createAppTimeline } from './AppTimeline';
import { FIRST_INSTALMENT_PLAN_TAB, TAB_SELECTED_EVENT } from './tab-selection';
import { TIMELINE_PALETTE } from './timeline-palette';

const events = new EventBus();

// A fixed sequence instead of Math.random: the colours are then known.
const draws = [0.05, 0.35, 0.95, 0.55];
let draw = 0;
const fixedRandom = () => draws[draw++ % draws.length] ?? 0;

beforeAll(() => {
  provideComponentContext(testComponentContext({ events }));
  registerFormioComponent('app-timeline', createAppTimeline(fixedRandom));
});

const timeline = {
  type: 'app-timeline',
  key: 'planTimeline',
  label: 'Plan timeline',
  input: false,
  customOptions: {
    propertyName: 'planTimeline',
    dataSource: 'plan.events',
    eventsFieldMapping: [
      { eventProperty: 'title', fieldName: 'name' },
      { eventProperty: 'date', fieldName: 'on' },
    ],
  },
};

const plan = {
  events: [
    { name: 'Plan created', on: '2024-01-05', status: 'completed', eventId: 'a' },
    { name: 'First instalment', on: '2024-02-01', status: 'pending', eventId: 'b' },
    { name: 'Plan closes', on: '2024-06-30', eventId: 'c' },
  ],
};

// Each test's form is destroyed and its element removed, so queries see only the current form.
const rendered: { form: { destroy(all?: boolean): void }; element: HTMLElement }[] = [];
afterEach(() => {
  for (const { form, element } of rendered.splice(0)) {
    form.destroy(true);
    element.remove();
  }
});

async function renderForm(data: Record<string, unknown>) {
  draw = 0;
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components: [timeline] });
  rendered.push({ form, element });
  await form.ready;
  await form.setSubmission({ data });
  return { form, element };
}

const markers = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('.ignite-timeline__marker'),
];

describe('timeline (app-timeline) inside Form.io', () => {
  it('shows each event of the data source with its colour, icon, title and date in brackets, then a blank event', async () => {
    const { element } = await renderForm({ plan });
    await screen.findByText('Plan created');
    expect(screen.getByText('(05-01-2024)')).toBeTruthy();
    expect(screen.getByText('First instalment')).toBeTruthy();
    expect(screen.getByText('(30-06-2024)')).toBeTruthy();

    const shown = markers(element);
    expect(shown).toHaveLength(4);
    expect(shown.slice(0, 3).map((marker) => marker.style.backgroundColor)).toEqual(
      [TIMELINE_PALETTE[0], TIMELINE_PALETTE[3], TIMELINE_PALETTE[9]].map(rgb),
    );
    expect(shown[0]?.querySelector('i')?.className).toBe('pi pi-check');
    expect(shown[2]?.querySelector('i')?.className).toBe('pi pi-calendar');
    expect(shown[3]?.className).toContain('is-blank');
    expect(shown[3]?.textContent).toBe('');
    const root = element.querySelector<HTMLElement>('.ignite-timeline');
    expect(root?.style.getPropertyValue('--ignite-timeline-event-width')).toBe('30%');
  });

  it('emits tab-selected, naming the first instalment plan tab, on Form.io and on the event bus', async () => {
    const { form, element } = await renderForm({ plan });
    const onForm = vi.fn();
    form.on(TAB_SELECTED_EVENT, onForm);
    const onBus = vi.fn();
    const stop = events.on(TAB_SELECTED_EVENT, onBus);
    onBus.mockClear(); // the bus replays an earlier test's event at subscription

    fireEvent.click(await within(element).findByRole('button', { name: 'First instalment' }));

    const expected = {
      tabKey: FIRST_INSTALMENT_PLAN_TAB,
      event: { title: 'First instalment', date: '2024-02-01', status: 'pending', eventId: 'b' },
    };
    expect(onForm).toHaveBeenCalledWith(expected);
    expect(onBus).toHaveBeenCalledWith(expected);
    await waitFor(() => expect(markers(element)[1]?.getAttribute('aria-pressed')).toBe('true'));
    stop();
  });

  it('emits nothing for the last real event or the trailing event', async () => {
    const { form, element } = await renderForm({ plan });
    const onForm = vi.fn();
    form.on(TAB_SELECTED_EVENT, onForm);
    await within(element).findByText('Plan closes');
    expect(
      within(element)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Plan created', 'First instalment']);
    for (const marker of markers(element).slice(2)) fireEvent.click(marker);
    expect(onForm).not.toHaveBeenCalled();
  });

  it('follows the data source when the form data changes', async () => {
    const { form, element } = await renderForm({ plan });
    await within(element).findByText('Plan created');
    await form.setSubmission({ data: { plan: { events: [{ name: 'Restructured', on: '2024-09-01' }] } } });
    await within(element).findByText('Restructured');
    expect(within(element).queryByText('Plan created')).toBeNull();
    expect(markers(element)).toHaveLength(2);
  });

  it('keeps each event its colour when the form changes', async () => {
    const { form, element } = await renderForm({ plan });
    await within(element).findByText('Plan created');
    const before = markers(element).map((marker) => marker.style.backgroundColor);
    await form.setSubmission({ data: { plan: structuredClone(plan), remarks: 'changed' } });
    await waitFor(() => expect(form.submission.data.remarks).toBe('changed'));
    expect(markers(element).map((marker) => marker.style.backgroundColor)).toEqual(before);
  });

  it('shows nothing when the data source holds no list', async () => {
    const { element } = await renderForm({});
    await waitFor(() => expect(element.querySelector('.ignite-timeline--empty')).not.toBeNull());
    expect(element.querySelector('.ignite-timeline--empty')?.textContent).toBe('');
    expect(markers(element)).toHaveLength(0);
  });

  it('names its data source in the builder, where there is no data', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(element, { components: [timeline] }, { attachMode: 'builder' });
    rendered.push({ form, element });
    await within(element).findByText('Timeline of plan.events');
  });
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
