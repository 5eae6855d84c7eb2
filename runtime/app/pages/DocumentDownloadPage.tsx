// The in-app download path /app/documents/download/{id}: fetches the document with the session, saves it
// under the name the server gives it and goes back to where the user was; a refusal or a missing
// document is told on the page.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { documentErrorMessage, fetchDocument } from '../../core/document-download';
import { saveBlob } from '../../core/save-blob';
import { ROUTES } from '../routes';
import { http } from '../services';
import { MessagePage } from './MessagePage';

type Outcome =
  { kind: 'loading' } | { kind: 'saved'; fileName: string } | { kind: 'failed'; message: string };

/** React Router's index of this entry in the tab's history: above 0 when there is a page to go back to. */
function canGoBack(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

export function DocumentDownloadPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  // One save per visit, even when React runs the effect twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === id) return;
    started.current = id;
    fetchDocument(http, id).then(
      ({ blob, fileName }) => {
        saveBlob(blob, fileName);
        if (canGoBack()) navigate(-1);
        else setOutcome({ kind: 'saved', fileName });
      },
      (error: unknown) => setOutcome({ kind: 'failed', message: documentErrorMessage(error) }),
    );
  }, [id, navigate]);

  const home = { to: ROUTES.landing, label: 'Go to my worklist' };
  if (outcome.kind === 'failed')
    return <MessagePage title="Could not download the document" message={outcome.message} link={home} />;
  if (outcome.kind === 'saved')
    return <MessagePage title="Document downloaded" message={`${outcome.fileName} was saved.`} link={home} />;
  return <MessagePage title="Downloading the document" message="The download starts in a moment." />;
}
