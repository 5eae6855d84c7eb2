import { describe, expect, it } from 'vitest';
import { dashboardUiConfig } from './dashboard-ui-config';

describe('dashboard UI options of an embedded report', () => {
  it('hides the title by default', () => {
    expect(dashboardUiConfig(undefined)).toEqual({ ok: true, config: { hideTitle: true } });
    expect(dashboardUiConfig('')).toEqual({ ok: true, config: { hideTitle: true } });
  });

  it('reads JSON text or an object, keeping only the known options', () => {
    expect(
      dashboardUiConfig('{"hideTitle": false, "hideTab": true, "filters": {"expanded": false}, "x": 1}'),
    ).toEqual({ ok: true, config: { hideTitle: false, hideTab: true, filters: { expanded: false } } });
    expect(dashboardUiConfig({ hideChartControls: true })).toEqual({
      ok: true,
      config: { hideTitle: true, hideChartControls: true },
    });
  });

  it('says what is wrong with settings that are not a JSON object', () => {
    expect(dashboardUiConfig('{hideTitle: false')).toEqual({
      ok: false,
      message: 'The dashboard settings of this report are not valid JSON',
    });
    expect(dashboardUiConfig('[1]')).toEqual({
      ok: false,
      message: 'The dashboard settings of this report must be a JSON object',
    });
  });
});
