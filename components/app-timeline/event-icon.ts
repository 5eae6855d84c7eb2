// The icon on an event's marker, from its status. The spec says only that an icon is assigned on
// display; these are the statuses an instalment plan's events carry, anything else gets a calendar.
const ICONS_BY_STATUS: Record<string, string> = {
  completed: 'pi pi-check',
  paid: 'pi pi-check',
  done: 'pi pi-check',
  pending: 'pi pi-clock',
  due: 'pi pi-clock',
  scheduled: 'pi pi-clock',
  overdue: 'pi pi-exclamation-triangle',
  failed: 'pi pi-times',
  cancelled: 'pi pi-times',
  rejected: 'pi pi-times',
};

export const DEFAULT_EVENT_ICON = 'pi pi-calendar';

export function iconForStatus(status: string | undefined): string {
  return ICONS_BY_STATUS[status?.trim().toLowerCase() ?? ''] ?? DEFAULT_EVENT_ICON;
}
