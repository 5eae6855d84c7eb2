// Builder settings of the embedded report (spec 000 §3 "Embedded report").
import { CONTAINER_ID_PATTERN } from '../../schemas/values/embedded-report';
import {
  checkboxField,
  keyField,
  requiredTextField,
  tabbedEditForm,
  textAreaField,
} from '../edit-form-parts';

const A = 'customOptions.analyticsConfig';

export function embeddedReportEditForm() {
  return tabbedEditForm([
    {
      label: 'Display',
      key: 'display',
      components: [
        keyField(),
        requiredTextField(`${A}.containerID`, 'Container ID', {
          tooltip: 'Id of the element the dashboard is drawn in; a random suffix is added',
          validate: {
            pattern: CONTAINER_ID_PATTERN,
            patternMessage: 'Container ID must start with a letter and hold only letters, digits, - and _',
          },
        }),
        checkboxField(`${A}.displayGotoAnalyticsButton`, 'Display Go to Analytics button'),
      ],
    },
    {
      label: 'Dashboard',
      key: 'dashboard',
      components: [
        textAreaField(`${A}.embeddedDashboardId`, 'Embedded Dashboard Id', {
          tooltip:
            'The dashboard slug, a template such as {{ data.dashboard }}, or a script that sets value. ' +
            'Empty shows the default dashboard; a dashboardSlug query parameter wins over it.',
          rows: 3,
        }),
        textAreaField(`${A}.dashboardConfigJson`, 'Dashboard Config JSON', {
          tooltip: 'hideTitle (default true), hideTab, hideChartControls, filters.visible, filters.expanded',
          rows: 4,
          validate: {
            custom:
              "try { var parsed = input ? JSON.parse(input) : {}; valid = (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) || 'Dashboard Config JSON must be a JSON object'; } catch (e) { valid = 'Dashboard Config JSON is not valid JSON'; }",
          },
        }),
      ],
    },
  ]);
}
