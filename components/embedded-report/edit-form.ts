// Builder settings of the embedded report (spec 000 §3 "Embedded report").
import { CONTAINER_ID_PATTERN } from '../../schemas/embedded-report';

const A = 'customOptions.analyticsConfig';

export function embeddedReportEditForm() {
  return {
    components: [
      {
        type: 'tabs',
        key: 'tabs',
        components: [
          {
            label: 'Display',
            key: 'display',
            components: [
              { type: 'textfield', key: 'key', label: 'Key', input: true, validate: { required: true } },
              {
                type: 'textfield',
                key: `${A}.containerID`,
                label: 'Container ID',
                tooltip: 'Id of the element the dashboard is drawn in; a random suffix is added',
                input: true,
                validate: {
                  required: true,
                  pattern: CONTAINER_ID_PATTERN,
                  patternMessage:
                    'Container ID must start with a letter and hold only letters, digits, - and _',
                },
              },
              {
                type: 'checkbox',
                key: `${A}.displayGotoAnalyticsButton`,
                label: 'Display Go to Analytics button',
                input: true,
              },
            ],
          },
          {
            label: 'Dashboard',
            key: 'dashboard',
            components: [
              {
                type: 'textarea',
                key: `${A}.embeddedDashboardId`,
                label: 'Embedded Dashboard Id',
                tooltip:
                  'The dashboard slug, a template such as {{ data.dashboard }}, or a script that sets value. ' +
                  'Empty shows the default dashboard; a dashboardSlug query parameter wins over it.',
                rows: 3,
                input: true,
              },
              {
                type: 'textarea',
                key: `${A}.dashboardConfigJson`,
                label: 'Dashboard Config JSON',
                tooltip:
                  'hideTitle (default true), hideTab, hideChartControls, filters.visible, filters.expanded',
                rows: 4,
                input: true,
                validate: {
                  custom:
                    "try { var parsed = input ? JSON.parse(input) : {}; valid = (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) || 'Dashboard Config JSON must be a JSON object'; } catch (e) { valid = 'Dashboard Config JSON is not valid JSON'; }",
                },
              },
            ],
          },
        ],
      },
    ],
  };
}
