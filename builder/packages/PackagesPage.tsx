// Moving forms between environments (/forms/packages): export packages and import them after a dry run.
import './packages.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { BuilderPage } from '../layout/BuilderPage';
import { BUILDER_PATHS } from '../builder-paths';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';

export function PackagesPage() {
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  return (
    <BuilderPage
      title="Import and export"
      actions={
        <Link className="btn btn-outline-secondary" to={BUILDER_PATHS.formsList}>
          Forms
        </Link>
      }
    >
      {notice && <Message severity={notice.severity} text={notice.text} />}
      <div className="ignite-packages">
        <ExportPanel onNotice={(severity, text) => setNotice({ severity, text })} />
        <ImportPanel />
      </div>
    </BuilderPage>
  );
}
