import { Toast } from 'primereact/toast';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { setToastSink } from './toast';

const ToastHtml = lazy(() => import('./ToastHtml'));

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
            <Suspense fallback={null}>
              <ToastHtml html={html} />
            </Suspense>
          ) : (
            detail
          ),
        }),
      ),
    [],
  );
  return <Toast ref={toast} position="top-right" className="ignite-toasts" />;
}
