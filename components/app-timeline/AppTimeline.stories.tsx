import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../story-form';
import { FIRST_INSTALMENT_PLAN_TAB, TAB_SELECTED_EVENT } from './tab-selection';

const timeline = {
  type: 'app-timeline',
  key: 'planTimeline',
  label: 'Instalment plan',
  input: false,
  persistent: false,
  customOptions: {
    propertyName: 'planTimeline',
    dataSource: 'instalmentPlan.events',
    eventsFieldMapping: [
      { eventProperty: 'title', fieldName: 'name' },
      { eventProperty: 'date', fieldName: 'dueDate' },
    ],
  },
};

const tabs = {
  type: 'tabs',
  key: 'instalmentPlanTabs',
  input: false,
  components: [
    {
      type: 'tab',
      label: 'Instalments',
      key: FIRST_INSTALMENT_PLAN_TAB,
      components: [{ type: 'htmlelement', key: 'first', tag: 'p', content: 'The instalments of the plan.' }],
    },
    {
      type: 'tab',
      label: 'Plan details',
      key: 'instalmentPlanTab2',
      components: [
        { type: 'htmlelement', key: 'second', tag: 'p', content: 'Who set the plan up, and when.' },
      ],
    },
  ],
};

const events = [
  { eventId: 'plan-approved', name: 'Plan approved', dueDate: '2026-01-05', status: 'completed' },
  { eventId: 'instalment-1', name: 'Instalment 1', dueDate: '2026-02-01', status: 'paid' },
  { eventId: 'instalment-2', name: 'Instalment 2', dueDate: '2026-03-01', status: 'overdue' },
  { eventId: 'instalment-3', name: 'Instalment 3', dueDate: '2026-04-01', status: 'scheduled' },
  { eventId: 'plan-closes', name: 'Plan closes', dueDate: '2026-04-30' },
];

const meta = {
  title: 'Components/Timeline (app-timeline)',
  component: StoryForm,
  args: { components: [timeline, tabs], logEvents: [TAB_SELECTED_EVENT], readOnly: true },
  parameters: {
    docs: {
      description: {
        component:
          'Events of the data-source list as coloured markers. A marker click (not the last real event) ' +
          'emits `tab-selected` with the first instalment plan tab, which the form answers by showing that tab.',
      },
    },
  },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralEvents: Story = {
  args: { data: { instalmentPlan: { events } } },
};

export const MarkerSelectsFirstTab: Story = {
  args: { data: { instalmentPlan: { events } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Plan details'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Instalment 1' }));
    await waitFor(() => expect(canvas.getByLabelText('Events').textContent).toContain('instalmentPlanTab1'));
    await expect(canvas.getByText('The instalments of the plan.')).toBeVisible();
  },
};

export const NoEvents: Story = {
  args: { data: { instalmentPlan: { events: [] } } },
  parameters: { docs: { description: { story: 'An empty list shows nothing in a running form.' } } },
};
