// Form.io's file component, which saves a file of the portal's document storage under its own name when
// its link is clicked. Form.io would open the fetched blob URL in a new tab, where a spreadsheet or a
// letter arrives nameless; the download needs the session's Authorization, so a plain link cannot do it.
import { documentErrorMessage, fetchDocument } from '../../runtime/core/document-download';
import { saveBlob } from '../../runtime/core/save-blob';
import type { ActionForm } from '../../runtime/core/actions/action-context';
import { FormioFile } from '../formio';
import { componentContext } from '../react-component';
import { DOCUMENT_STORAGE } from './document-storage';

interface FileInfo {
  storage?: string;
  originalName?: string;
  data?: { id?: unknown; fileName?: unknown };
}

export class DocumentFile extends FormioFile {
  /**
   * In the builder's Advanced group (Form.io puts it under Premium, which the builder hides), storing in
   * the portal's documents by default: Form.io's own default (base64) would put whole files in the record.
   */
  static get builderInfo() {
    const info = super.builderInfo as { schema: Record<string, unknown> };
    return { ...info, group: 'advanced', schema: { ...info.schema, storage: DOCUMENT_STORAGE } };
  }

  getFile(fileInfo: FileInfo | undefined): unknown {
    const id = fileInfo?.data?.id;
    if (fileInfo?.storage !== DOCUMENT_STORAGE || typeof id !== 'string')
      return super.getFile(fileInfo) as unknown;
    const context = componentContext();
    return fetchDocument(context.http, id).then(
      ({ blob, fileName }) => saveBlob(blob, fileName || fileInfo.originalName || 'document'),
      (error: unknown) =>
        context
          .actionServices((this as unknown as { root: ActionForm }).root)
          .notify('error', documentErrorMessage(error), 'Could not open the document'),
    );
  }
}
