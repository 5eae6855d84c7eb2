import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../story-form';

const TILES = [
  { key: 'courtFinesRead', label: 'View court fines', acl: 'court-fines.read', icon: 'view' },
  { key: 'courtFinesWrite', label: 'Create and edit court fines', acl: 'court-fines.write', icon: 'create' },
  { key: 'finePaymentsWrite', label: 'Take fine payments', acl: 'fine-payments.write', icon: 'cashier' },
  { key: 'adminRoles', label: 'Manage roles', acl: 'admin.roles', icon: 'roles' },
];

function tileGrid(disabled = false) {
  return [
    {
      type: 'container',
      key: 'permissions',
      label: 'Permissions',
      hideLabel: true,
      input: true,
      components: [
        {
          type: 'columns',
          key: 'tileRow',
          input: false,
          columns: TILES.map((tile) => ({
            width: 3,
            components: [
              {
                type: 'vector-checkbox',
                key: tile.key,
                label: tile.label,
                input: true,
                disabled,
                aclResource: tile.acl,
                apiKey: `permissions.${tile.key}`,
                imageKey: tile.icon,
                initialValueEvaluator: `(data.acls || []).includes('${tile.acl}')`,
                customOptions: { propertyName: tile.key },
              },
            ],
          })),
        },
      ],
    },
  ];
}

const meta = {
  title: 'Components/Permission tile (vector-checkbox)',
  component: StoryForm,
  args: { components: tileGrid() },
  parameters: {
    docs: {
      description: {
        component:
          'Ticked, a tile writes its acl resource at apiKey; unticked, an empty string. When the screen ' +
          'loads data, a tile whose initialValueEvaluator is truthy is ticked.',
      },
    },
  },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tile itself, once drawn (Form.io also draws a hidden label with the same text). */
function tile(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('.ignite-permission-tile')];
    const found = tiles.find((candidate) => candidate.textContent?.trim() === label);
    if (!found) throw new Error(`No tile "${label}" yet`);
    return found;
  });
}

const checkbox = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('checkbox', { name: label });

export const Unticked: Story = {
  args: { data: { name: 'fine_cashier', acls: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tile(canvasElement, 'Take fine payments'));
    await waitFor(async () => expect(await checkbox(canvasElement, 'Take fine payments')).toBeChecked());
    await userEvent.click(await tile(canvasElement, 'Take fine payments'));
    await waitFor(async () => expect(await checkbox(canvasElement, 'Take fine payments')).not.toBeChecked());
  },
};

export const Ticked: Story = {
  args: { data: { name: 'fine_cashier', acls: ['court-fines.read', 'fine-payments.write'] } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await checkbox(canvasElement, 'View court fines')).toBeChecked());
    await expect(await checkbox(canvasElement, 'Take fine payments')).toBeChecked();
    await expect(await checkbox(canvasElement, 'Manage roles')).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: {
    components: tileGrid(true),
    data: { name: 'fine_cashier', acls: ['court-fines.read'] },
  },
};
