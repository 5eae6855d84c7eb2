// A builder's preview frame (/preview/:formId/:id?#token=...): runs a screen's draft as a role with the
// preview token from the URL fragment. The session stays in memory, so the frame neither uses nor
// overwrites the designer's own stored session; no shell and no sign-in guard, the trace panel open.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormRendererScreen } from '../screens/FormRendererScreen';
import { refreshIdentity } from '../session/identity';
import { keepSessionInMemory, useSession } from '../session/session-store';

/** Takes the token from the fragment (and out of the address bar); without one the frame holds no session. */
function startPreview(): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  keepSessionInMemory(token);
  if (token)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export function PreviewScreen() {
  const { formId = '', id } = useParams();
  const token = useSession((state) => state.token);
  const identity = useSession((state) => state.identity);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    refreshIdentity({ quiet: true }).catch((error: unknown) =>
      setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [token]);

  if (!token) {
    return (
      <p className="ignite-preview-message p-3">
        This preview has no session: open it again from the builder.
      </p>
    );
  }
  if (failure) return <p className="ignite-preview-message p-3">The preview could not start: {failure}</p>;
  if (!identity) return <p className="ignite-preview-message p-3">Starting the preview…</p>;
  return (
    <main className="ignite-preview p-3" data-preview-roles={identity.roles.join(' ')}>
      <FormRendererScreen key={`${formId}/${id ?? ''}`} formId={formId} id={id} showTrace />
    </main>
  );
}

/** For the router's `lazy`: the session is switched before the screen first renders. */
export function previewRoute() {
  startPreview();
  return { Component: PreviewScreen };
}
