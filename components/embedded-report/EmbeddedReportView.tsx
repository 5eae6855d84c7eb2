// The embedded report's view: the Go to Analytics button (when configured), the element the dashboard
// is framed in, and a line saying what is happening when no dashboard shows.
import { useCallback } from 'react';
import { useStore } from 'zustand';
import type { EmbeddedReportSettings } from '../../schemas/embedded-report';
import type { ReactViewProps } from '../react-component';
import { reportControllerFor } from './report-controller';
import './embedded-report.css';

export function EmbeddedReportView({ settings, context, instance }: ReactViewProps<EmbeddedReportSettings>) {
  const config = settings.customOptions?.analyticsConfig;
  if (instance.builderMode) {
    return (
      <div className="ignite-report ignite-report--builder">
        Embedded report{' '}
        {config?.embeddedDashboardId ? `of ${config.embeddedDashboardId}` : '(default dashboard)'}
      </div>
    );
  }
  return <RunningReport config={config} report={reportControllerFor(instance, context)} />;
}

function RunningReport({
  config,
  report,
}: {
  config: EmbeddedReportSettings['customOptions']['analyticsConfig'] | undefined;
  report: ReturnType<typeof reportControllerFor>;
}) {
  const { status, message, dashboardUrl } = useStore(report.store);
  const mount = useCallback((element: HTMLDivElement | null) => report.setMountPoint(element), [report]);
  const goToAnalytics = () => {
    if (dashboardUrl) window.open(dashboardUrl, '_blank', 'noopener');
  };
  return (
    <div className="ignite-report">
      {config?.displayGotoAnalyticsButton && (
        <div className="ignite-report__toolbar">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={!dashboardUrl}
            onClick={goToAnalytics}
          >
            <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
            Go to Analytics
          </button>
        </div>
      )}
      {status === 'loading' && (
        <div className="ignite-report__status" role="status">
          Loading the report…
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-warning ignite-report__status" role="alert">
          {message}
        </div>
      )}
      <div
        id={report.containerId}
        ref={mount}
        className={`ignite-report__frame${status === 'shown' ? ' is-shown' : ''}`}
      />
    </div>
  );
}
