// A toast's HTML, cleaned by the app's one sanitiser. Its own module, loaded with the first HTML toast,
// so pages that never show one (the sign-in page) load no DOMPurify.
import { sanitizeHtml } from '../../core/sanitize-html';

export default function ToastHtml({ html }: { html: string }) {
  return <span className="ignite-toast__html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
