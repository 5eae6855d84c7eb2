import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryForm } from '../story-form';

const FINES = [
  {
    id: 1,
    caseNumber: 'CF-2026-0101',
    offenderName: 'Tan Ah Kow',
    amount: 350.5,
    dueDate: '2026-12-31',
    paid: false,
  },
  {
    id: 2,
    caseNumber: 'CF-2026-0102',
    offenderName: 'Lim Bee Hoon',
    amount: 1200,
    dueDate: '2027-01-15',
    paid: true,
  },
  {
    id: 3,
    caseNumber: 'CF-2026-0103',
    offenderName: 'Rahman bin Ali',
    amount: 80,
    dueDate: null,
    paid: false,
  },
];

/** A grid whose rows come from the form's data (contextDataDriven): no server needed. */
function grid(extra: Record<string, unknown> = {}) {
  return [
    {
      type: 'smart-table',
      key: 'fines',
      label: 'Court fines',
      input: false,
      gridOptions: {
        key: 'storyFines',
        title: 'Court fines ({{ data.fines ? data.fines.length : 0 }})',
        gridDataContext: 'contextDataDriven',
        contextDataFieldName: 'fines',
        globalSearchEnabled: false,
        advancedSearchEnabled: false,
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case number' },
          { field: 'offenderName', headerName: 'Offender', formatOptions: { case: 'upper_case' } },
          { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
          {
            field: 'dueDate',
            headerName: 'Due',
            cellDataType: 'date',
            formatOptions: {
              enableDateFormatter: true,
              sourceFormat: 'YYYY-MM-DD',
              targetFormat: 'DD-MM-YYYY',
            },
          },
          { field: 'paid', headerName: 'Paid', cellDataType: 'boolean' },
        ],
        ...extra,
      },
    },
  ];
}

const meta = {
  title: 'Components/Smart table',
  component: StoryForm,
  args: { components: grid(), data: { fines: FINES } },
  parameters: {
    docs: {
      description: {
        component:
          'The portal’s grid on PrimeReact’s DataTable inside Form.io. These stories use rows from the form data ' +
          '(contextDataDriven); on screens the grid usually pages through GET /api/{resource}.',
      },
    },
  },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('CF-2026-0102')).toBeInTheDocument());
    await expect(canvas.getByText('TAN AH KOW')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: { fines: [] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No Records found')).toBeInTheDocument());
  },
};

export const WithSelection: Story = {
  args: { components: grid({ checkboxSelection: true, selectedRecordStorageField: 'selectedFines' }) },
};
