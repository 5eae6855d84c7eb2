import DOMPurify from 'dompurify';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { setToastSink } from './toast';

/** Where toasts show: top right, each with a close button. */
export function Toasts() {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      setToastSink(({ severity, summary, detail, html, life }) =>
        toast.current?.show({
          severity,
          summary,
          life,
          closable: true,
          detail: html ? (
            <span
              className="ignite-toast__html"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
            />
          ) : (
            detail
          ),
        }),
      ),
    [],
  );
  return <Toast ref={toast} position="top-right" className="ignite-toasts" />;
}
