// The sidebar menu (GET /api/iam/menu, filtered by the server by acls and builder hosts), shared by the
// sidebar and the breadcrumbs.
import type { MenuItem } from '../../../schemas/api';
import { http } from '../services';
import { useShell } from './shell-store';

export async function reloadMenu(): Promise<void> {
  try {
    useShell.getState().setMenu(await http.get<MenuItem[]>('/api/iam/menu', { quiet: true }));
  } catch (error) {
    console.error('The menu could not be loaded', error);
    useShell.getState().setMenu(null);
  }
}
