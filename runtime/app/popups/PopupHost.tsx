// Renders every open popup as a dialog: 45% wide by default, at most 80vh high, layered from 10000.
import DOMPurify from 'dompurify';
import { Dialog } from 'primereact/dialog';
import { usePopups } from './popup-store';
import { PopupScreen } from './PopupScreen';

export const POPUP_BASE_Z_INDEX = 10000;

export function PopupHost() {
  const popups = usePopups((state) => state.popups);
  const close = usePopups((state) => state.close);
  return (
    <>
      {popups.map((popup, index) => (
        <Dialog
          key={popup.id}
          visible
          header={popup.data.title || 'Message'}
          onHide={() => close(popup.id)}
          style={{ width: popup.data.width || '45%', maxHeight: '80vh', overflow: 'visible' }}
          contentStyle={{ maxHeight: '70vh', overflowY: 'auto', ...popup.data.contentStyle }}
          breakpoints={{ '960px': '92vw' }}
          baseZIndex={POPUP_BASE_Z_INDEX + index}
          modal
          closable={popup.data.closable !== false}
          closeOnEscape={popup.data.closable !== false}
          showHeader={popup.data.showHeader !== false}
          draggable={false}
          className="ignite-popup"
          data-popup-form={popup.data.formId}
        >
          {popup.data.description && (
            <div
              className="ignite-popup__description"
              // Designer text: sanitised before it reaches the page.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(popup.data.description) }}
            />
          )}
          <PopupScreen popup={popup} onClose={(result) => close(popup.id, result)} />
        </Dialog>
      ))}
    </>
  );
}
