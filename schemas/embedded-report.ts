// Settings of the embedded report (`embedded-report`, spec 000 §3 "Embedded report"): an analytics
// dashboard shown inside a screen. They sit under customOptions.analyticsConfig as the spec names them.
import Type from 'typebox';
import { CONTAINER_ID_PATTERN } from './values/embedded-report';
export * from './values/embedded-report';

export const AnalyticsConfig = Type.Object(
  {
    /**
     * Which dashboard: its slug as it is, a template (`{{ data.dashboard }}`), or a script that sets
     * `value` or returns it. Empty means the server's default dashboard.
     */
    embeddedDashboardId: Type.Optional(Type.String({ maxLength: 2000 })),
    /** The id of the element the dashboard is drawn in; a random 1–1000 suffix is added. */
    containerID: Type.String({ pattern: CONTAINER_ID_PATTERN, maxLength: 100 }),
    /**
     * Superset's dashboard UI options as JSON (hideTitle, hideTab, hideChartControls,
     * filters.visible, filters.expanded); hideTitle is true unless set.
     */
    dashboardConfigJson: Type.Optional(Type.String({ maxLength: 4000 })),
    displayGotoAnalyticsButton: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: true },
);
export type AnalyticsConfig = Type.Static<typeof AnalyticsConfig>;

export const EmbeddedReportSettings = Type.Object(
  {
    type: Type.Literal('embedded-report'),
    key: Type.String({ minLength: 1 }),
    customOptions: Type.Object({ analyticsConfig: AnalyticsConfig }, { additionalProperties: true }),
  },
  { additionalProperties: true, $id: 'EmbeddedReportSettings' },
);
export type EmbeddedReportSettings = Type.Static<typeof EmbeddedReportSettings>;
