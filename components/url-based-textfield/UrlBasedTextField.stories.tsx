import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../story-form';

const caseNumber = { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true };
const currency = {
  type: 'select',
  key: 'currency',
  label: 'Currency',
  input: true,
  widget: 'html5',
  placeholder: 'Choose a currency',
  dataSrc: 'values',
  data: {
    values: ['SGD', 'USD', 'EUR', 'GBP', 'MYR'].map((code) => ({ label: code, value: code })),
  },
};

function amountDue(prefix = '') {
  return {
    type: 'url-based-textfield',
    key: 'amountDue',
    label: 'Amount due',
    input: true,
    prefix,
    placeholder: 'Fills in once case number and currency are set',
    customOptions: {
      key: 'amountDue',
      dependsOnConfig: [
        { fieldName: 'caseNumber', changeEventType: 'change' },
        { fieldName: 'currency', changeEventType: 'change' },
      ],
      apiUrl: '/api/court-fines/amount-due?caseNumber={{caseNumber}}&currency={{currency}}',
      apiDataPath: 'amountDue',
      dataKey: '',
      valueProcessor: "value == null ? '' : Number(value).toFixed(2)",
    },
  };
}

const meta = {
  title: 'Components/API text field (url-based-textfield)',
  component: StoryForm,
  args: { components: [caseNumber, currency, amountDue()] },
  parameters: {
    docs: {
      description: {
        component:
          'A read-only value filled from GET apiUrl once every dependency has a value. The story server ' +
          'knows court fines CF-2026-0042 (S$ 1200) and CF-2026-0951 (S$ 200).',
      },
    },
  },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

async function fillDependencies(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Case number'), 'CF-2026-0951');
  await userEvent.tab();
  await userEvent.selectOptions(canvas.getByLabelText('Currency'), code);
  const field = canvas.getByLabelText('Amount due') as HTMLInputElement;
  await waitFor(() => expect(field.value).not.toBe(''), { timeout: 3000 });
  return field;
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const field = await fillDependencies(canvasElement, 'USD');
    await expect(field.value).toBe('148.00');
  },
};

export const WithPrefix: Story = {
  args: { components: [caseNumber, currency, amountDue('S$')] },
  play: async ({ canvasElement }) => {
    const field = await fillDependencies(canvasElement, 'SGD');
    await expect(field.value).toBe('200.00');
    await expect(within(canvasElement).getByText('S$')).toBeVisible();
  },
};
