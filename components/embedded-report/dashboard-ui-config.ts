// The dashboard's UI options (spec 000 §3 dashboardConfigJson) as Superset's embedded SDK takes them;
// the title is hidden unless the designer says otherwise.
export interface DashboardUiConfig {
  hideTitle: boolean;
  hideTab?: boolean;
  hideChartControls?: boolean;
  filters?: { visible?: boolean; expanded?: boolean };
}

export type UiConfigResult = { ok: true; config: DashboardUiConfig } | { ok: false; message: string };

const FLAGS = ['hideTitle', 'hideTab', 'hideChartControls'] as const;

export function dashboardUiConfig(setting: string | Record<string, unknown> | undefined): UiConfigResult {
  let options: unknown = setting ?? {};
  if (typeof options === 'string') {
    if (options.trim() === '') options = {};
    else {
      try {
        options = JSON.parse(options);
      } catch {
        return { ok: false, message: 'The dashboard settings of this report are not valid JSON' };
      }
    }
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return { ok: false, message: 'The dashboard settings of this report must be a JSON object' };
  const given = options as Record<string, unknown>;
  const config: DashboardUiConfig = { hideTitle: true };
  for (const flag of FLAGS) {
    if (given[flag] !== undefined) config[flag] = given[flag] === true;
  }
  const filters = given.filters as Record<string, unknown> | undefined;
  if (filters && typeof filters === 'object') {
    config.filters = {};
    if (filters.visible !== undefined) config.filters.visible = filters.visible === true;
    if (filters.expanded !== undefined) config.filters.expanded = filters.expanded === true;
  }
  return { ok: true, config };
}
