import { Formio } from '@formio/js/form';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testComponentContext } from '../../tests/helpers/component-context';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { createAppTimeline } from './AppTimeline';
import { selectFormTab } from './select-tab';
import { FIRST_INSTALMENT_PLAN_TAB, TAB_SELECTED_EVENT } from './tab-selection';

beforeAll(() => {
  provideComponentContext(testComponentContext());
  registerFormioComponent(
    'app-timeline',
    createAppTimeline(() => 0.5),
  );
});

const components = [
  {
    type: 'app-timeline',
    key: 'planTimeline',
    label: 'Plan',
    input: false,
    customOptions: { propertyName: 'planTimeline', dataSource: 'events', eventsFieldMapping: [] },
  },
  {
    type: 'tabs',
    key: 'planTabs',
    input: false,
    components: [
      { type: 'tab', label: 'Instalments', key: FIRST_INSTALMENT_PLAN_TAB, components: [] },
      { type: 'tab', label: 'Plan details', key: 'instalmentPlanTab2', components: [] },
    ],
  },
];

const data = {
  events: [
    { title: 'Plan approved', date: '2026-01-05', status: 'completed', eventId: 'a' },
    { title: 'Instalment 1', date: '2026-02-01', status: 'paid', eventId: 'b' },
    { title: 'Plan closes', date: '2026-04-30', eventId: 'c' },
  ],
};

type Form = Awaited<ReturnType<typeof Formio.createForm>>;
const rendered: { form: Form; element: HTMLElement }[] = [];
afterEach(() => {
  for (const { form, element } of rendered.splice(0)) {
    form.destroy(true);
    element.remove();
  }
});

async function renderForm() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  rendered.push({ form, element });
  await form.ready;
  await form.setSubmission({ data });
  return { form, element };
}

const activeTab = (element: HTMLElement) =>
  element.querySelector('.formio-tab-link-active, .nav-link.active')?.textContent?.trim();

describe('tab selection from the timeline', () => {
  it('shows the first instalment plan tab when a marker is clicked', async () => {
    const { form, element } = await renderForm();
    const selections: unknown[] = [];
    form.on(TAB_SELECTED_EVENT, (selection: unknown) => selections.push(selection));
    fireEvent.click(within(element).getByText('Plan details'));
    expect(activeTab(element)).toBe('Plan details');

    fireEvent.click(await within(element).findByRole('button', { name: 'Instalment 1' }));
    expect(selections).toHaveLength(1);
    await waitFor(() => expect(activeTab(element)).toBe('Instalments'));
  });

  it('answers any tab-selected on the form, and says when no tabs component holds the key', async () => {
    const { form, element } = await renderForm();
    fireEvent.click(within(element).getByText('Plan details'));
    form.emit(TAB_SELECTED_EVENT, { tabKey: FIRST_INSTALMENT_PLAN_TAB });
    expect(activeTab(element)).toBe('Instalments');
    expect(selectFormTab(form, 'instalmentPlanTab2')).toBe(true);
    expect(activeTab(element)).toBe('Plan details');
    expect(selectFormTab(form, 'noSuchTab')).toBe(false);
    expect(selectFormTab(null, FIRST_INSTALMENT_PLAN_TAB)).toBe(false);
  });
});
