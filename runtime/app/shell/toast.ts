// Toasts (spec 000 §9): top right, 1000 ms, duplicates prevented, a close button, HTML allowed but
// sanitised with DOMPurify. Anything in the app can show one; <Toasts /> displays them.
export const TOAST_LIFE_MS = 1000;

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastInput {
  severity?: ToastSeverity;
  summary?: string;
  /** Plain text. */
  detail?: string;
  /** HTML, sanitised before display. */
  html?: string;
  life?: number;
}

type Sink = (toast: Required<Pick<ToastInput, 'severity' | 'life'>> & ToastInput) => void;
let sink: Sink | null = null;
const shownUntil = new Map<string, number>();

/** <Toasts /> registers where toasts go; answers the unregister function. */
export function setToastSink(next: Sink | null): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

/** Shows a toast unless the same one is showing already; answers whether it was shown. */
export function showToast(input: ToastInput, now = Date.now()): boolean {
  const toast = { severity: 'info' as const, life: TOAST_LIFE_MS, ...input };
  const key = JSON.stringify([toast.severity, toast.summary, toast.detail, toast.html]);
  if ((shownUntil.get(key) ?? 0) > now) return false;
  for (const [other, until] of shownUntil) if (until <= now) shownUntil.delete(other);
  shownUntil.set(key, now + toast.life);
  if (!sink) {
    console.info(`[toast] ${toast.summary ?? ''} ${toast.detail ?? toast.html ?? ''}`);
    return false;
  }
  sink(toast);
  return true;
}
