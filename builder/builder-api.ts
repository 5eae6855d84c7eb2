// The builder's calls to the server, typed by the shared schemas (schemas/form-versions.ts). Every call
// goes through the portal's HTTP client, so the lock screen and token errors behave as in the portal.
import type { FormDefinition, FormDefinitionInput } from '../schemas/form-definition';
import type {
  CreateFormRequest,
  DuplicateFormRequest,
  FormListQuery,
  FormSummary,
  FormVersion,
  FormVersionSummary,
  LintCatalogueResponse,
  PreviewRole,
  PreviewTokenResponse,
  RetireFormResponse,
  SaveDraftRequest,
} from '../schemas/form-versions';
import type { LintProblem } from '../runtime/core/lint/lint-rule';
import { http } from '../runtime/app/services';

const formsBase = '/api/ignite/forms';
const formPath = (formId: string) => `${formsBase}/${encodeURIComponent(formId)}`;

function query(params: Record<string, string | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What saving a draft answers: the new version and the lint problems of what was saved; `unchanged` when
 * the form was the newest version's content, answered instead of a new one.
 */
export interface SavedVersion {
  version: FormVersionSummary;
  problems: LintProblem[];
  unchanged?: true;
}

export const builderApi = {
  listForms: (params: FormListQuery = {}) =>
    http.get<FormSummary[]>(
      `${formsBase}${query({ q: params.q, category: params.category, includeRetired: params.includeRetired })}`,
    ),
  createForm: (body: CreateFormRequest) => http.post<SavedVersion>(formsBase, body),
  duplicateForm: (formId: string, body: DuplicateFormRequest) =>
    http.post<FormSummary>(`${formPath(formId)}/duplicate`, body),
  retireForm: (formId: string) => http.request<RetireFormResponse>('DELETE', formPath(formId)),
  /** What uses a form (resources, menu entries, forms) and whether the portal opens it by itself. */
  formUses: (formId: string) =>
    http.get<{ builtIn: boolean; usedBy: RetireFormResponse['usedBy'] }>(`${formPath(formId)}/used-by`),
  restoreForm: (formId: string) => http.post<FormSummary>(`${formPath(formId)}/restore`),
  /** The newest version (the draft), with its content. */
  latestVersion: (formId: string) => http.get<FormVersion>(`${formPath(formId)}/versions/latest`),
  listVersions: (formId: string) => http.get<FormVersionSummary[]>(`${formPath(formId)}/versions`),
  getVersion: (formId: string, version: number) =>
    http.get<FormVersion>(`${formPath(formId)}/versions/${version}`),
  saveDraft: (formId: string, body: SaveDraftRequest) =>
    http.post<SavedVersion>(`${formPath(formId)}/versions`, body, { localRefusals: true }),
  /** Publishes a version; refused (409) when a version newer than `latestVersion`, the newest the designer had, was saved since. */
  publish: (formId: string, version: number, latestVersion: number) =>
    http.post<FormVersionSummary>(
      `${formPath(formId)}/versions/${version}/publish${query({ latestVersion: String(latestVersion) })}`,
      undefined,
      { localRefusals: true },
    ),
  rollback: (formId: string, version: number, note?: string) =>
    http.post<SavedVersion>(`${formPath(formId)}/versions/${version}/rollback`, { note }),
  /** Lint problems of a form as it stands in the builder (not saved). */
  lint: (form: FormDefinitionInput) => http.post<LintProblem[]>(`${formsBase}/lint`, form, { quiet: true }),
  /** The forms, resources and acls the server's lint looks up: the browser's lint given it finds the same. */
  lintCatalogue: () => http.get<LintCatalogueResponse>(`${formsBase}/lint-catalogue`, { quiet: true }),
  /** Takes (again: renews) or releases the form's lock; `leaving`: sent even as the page goes. */
  lock: (formId: string, shouldLock: boolean, leaving = false) =>
    http.request<string>(
      'POST',
      `/api/ignite/application/toggleLock/${encodeURIComponent(formId)}/${String(shouldLock)}`,
      { localRefusals: true, quiet: leaving, keepalive: leaving },
    ),
  previewToken: (role: string) => http.post<PreviewTokenResponse>('/api/ignite/preview-token', { role }),
  previewRoles: () => http.get<PreviewRole[]>('/api/ignite/preview-roles'),
};

export type { FormDefinition };
