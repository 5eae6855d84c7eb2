// The embedded report (`embedded-report`, spec 000 §3): an analytics dashboard inside a screen. A
// display component: it keeps no value and never enters the submission.
import type { EmbeddedReportSettings } from '../../schemas/embedded-report';
import { defineReactComponent } from '../react-component';
import { EmbeddedReportView } from './EmbeddedReportView';
import { startEmbeddedReport } from './report-behaviour';

export const EmbeddedReport = defineReactComponent<EmbeddedReportSettings>({
  type: 'embedded-report',
  title: 'Embedded report',
  icon: 'bar-chart',
  schema: {
    type: 'embedded-report',
    key: 'embeddedReport',
    label: 'Embedded report',
    input: false,
    persistent: false,
    hideLabel: true,
    customOptions: {
      analyticsConfig: {
        embeddedDashboardId: '',
        containerID: 'embedded-report',
        dashboardConfigJson: '{"hideTitle": true}',
        displayGotoAnalyticsButton: false,
      },
    },
  },
  view: EmbeddedReportView,
  labelInView: true,
  onAttach: startEmbeddedReport,
});
