import { describe, expect, it } from 'vitest';
import { settingsProblems as editFormProblems } from '../../tests/helpers/edit-form-problems';
import { embeddedReportEditForm } from './edit-form';

const settingsProblems = (analyticsConfig: Record<string, unknown>) =>
  editFormProblems(embeddedReportEditForm(), {
    key: 'finesReport',
    customOptions: { analyticsConfig },
  });

const valid = {
  embeddedDashboardId: 'fines-overview',
  containerID: 'fines-report',
  dashboardConfigJson: '{"hideTitle": false}',
  displayGotoAnalyticsButton: true,
};

describe('embedded report builder settings', () => {
  it('accepts complete settings, and an empty dashboard id (the default dashboard)', async () => {
    expect(await settingsProblems(valid)).toEqual([]);
    expect(await settingsProblems({ ...valid, embeddedDashboardId: '', dashboardConfigJson: '' })).toEqual(
      [],
    );
  });

  it('requires a container id that can be an element id', async () => {
    expect(await settingsProblems({ ...valid, containerID: '' })).toEqual(['Container ID is required']);
    expect(await settingsProblems({ ...valid, containerID: '1 report' })).toEqual([
      'Container ID must start with a letter and hold only letters, digits, - and _',
    ]);
  });

  it('refuses dashboard settings that are not a JSON object', async () => {
    expect(await settingsProblems({ ...valid, dashboardConfigJson: '{hideTitle' })).toEqual([
      'Dashboard Config JSON is not valid JSON',
    ]);
    expect(await settingsProblems({ ...valid, dashboardConfigJson: '[]' })).toEqual([
      'Dashboard Config JSON must be a JSON object',
    ]);
  });
});
