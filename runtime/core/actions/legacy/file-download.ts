import type { ActionButton } from '../../../../schemas/actions';
import { downloadWith } from '../chain/download-file';
import { defineAction } from '../define-action';

export const legacyFileDownload = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['downloadFile', 'fileDownload'],
  requiredSettings: { fileDownloadConfig: 'the file to download (its apiUrl)' },
  run: (button, run) => {
    if (!button.fileDownloadConfig) throw new Error('fileDownload needs a fileDownloadConfig with apiUrl');
    return downloadWith(button.fileDownloadConfig, run);
  },
});
