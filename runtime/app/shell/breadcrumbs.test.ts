import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/api';
import { breadcrumbTrail } from './breadcrumbs';

const menu: MenuItem[] = [
  { label: 'Worklist', routerLink: '/app/worklist/my-workflow-items' },
  {
    label: 'Court Fines',
    items: [
      { label: 'Create Court Fine', routerLink: '/app/court-fines/court-fine-create' },
      { label: 'Court Fines', routerLink: '/app/court-fines' },
    ],
  },
];

describe('breadcrumbTrail', () => {
  it('follows the menu tree to the item whose routerLink matches', () => {
    expect(breadcrumbTrail(menu, '/app/court-fines/court-fine-create')).toEqual([
      { label: 'Court Fines' },
      { label: 'Create Court Fine', routerLink: '/app/court-fines/court-fine-create' },
    ]);
    expect(breadcrumbTrail(menu, '/app/worklist/my-workflow-items')).toEqual([
      { label: 'Worklist', routerLink: '/app/worklist/my-workflow-items' },
    ]);
  });

  it('matches a record under a screen link, the longest link winning', () => {
    expect(breadcrumbTrail(menu, '/app/court-fines/court-fine-create/42').at(-1)?.label).toBe(
      'Create Court Fine',
    );
    expect(breadcrumbTrail(menu, '/app/court-fines/court-fine-view/42').at(-1)?.routerLink).toBe(
      '/app/court-fines',
    );
    expect(breadcrumbTrail(menu, '/app/court-fines-archive')).toEqual([]);
  });

  it('gives a screen no menu item links to the group of the screens beside it', () => {
    const grouped: MenuItem[] = [
      { label: 'Worklist', routerLink: '/app/worklist/my-workflow-items' },
      {
        label: 'Court Fines',
        items: [{ label: 'Court Fines List', routerLink: '/app/court-fines/court-fine-list' }],
      },
    ];
    expect(breadcrumbTrail(grouped, '/app/court-fines/court-fine-edit/42')).toEqual([
      { label: 'Court Fines' },
    ]);
    // A top-level item has no group: it stands for its section, a link back to it.
    expect(breadcrumbTrail(grouped, '/app/worklist/item/7')).toEqual([
      { label: 'Worklist', routerLink: '/app/worklist/my-workflow-items' },
    ]);
    expect(breadcrumbTrail(grouped, '/app/deposits/deposit-view/1')).toEqual([]);
  });

  it('names the pages outside the menu', () => {
    expect(breadcrumbTrail(menu, '/app/users/my-profile')).toEqual([
      { label: 'My Profile', routerLink: '/app/users/my-profile' },
    ]);
    expect(breadcrumbTrail([], '/app/unknown/screen')).toEqual([]);
  });
});
