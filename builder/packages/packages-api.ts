// The packages calls: export (the CLI's package format) and import, always dry-run first.
import type { FormPackage, ImportReport } from '../../schemas/package';
import type { FormDefinition } from '../../schemas/form-definition';
import { http } from '../../runtime/app/services';
import { downloadJson } from '../download-json';

export type ExportedPackage = FormPackage & { forms: FormDefinition[] };

/** Which forms to export: named ones, one category's, or every published form. */
export type ExportScope = { formIds: string[] } | { category: string } | { all: true };

/** A file the user picked, parsed; the server names it in problems. */
export interface UploadFile {
  name: string;
  content: unknown;
}

function exportQuery(scope: ExportScope): string {
  if ('formIds' in scope) return `?formId=${scope.formIds.map(encodeURIComponent).join(',')}`;
  if ('category' in scope) return `?category=${encodeURIComponent(scope.category)}`;
  return '';
}

export const packagesApi = {
  exportPackage: (scope: ExportScope) => http.get<ExportedPackage>(`/api/ignite/export${exportQuery(scope)}`),
  importPackage: (files: UploadFile[], dryRun: boolean) =>
    http.post<ImportReport>(
      `/api/ignite/import${dryRun ? '?dryRun=true' : ''}`,
      { files },
      {
        localRefusals: true,
      },
    ),
};

/** Exports and downloads in one step; answers how many forms the file holds. */
export async function exportAndDownload(scope: ExportScope): Promise<number> {
  const pkg = await packagesApi.exportPackage(scope);
  const name =
    'category' in scope
      ? scope.category
      : 'formIds' in scope && scope.formIds.length === 1
        ? scope.formIds[0]
        : 'forms';
  // Laid out as the CLI writes packages.
  downloadJson(pkg, `ignite-package-${name}.json`);
  return pkg.forms.length;
}
