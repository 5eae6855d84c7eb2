// Where the builder's pages live (all under /forms, spec 000 §2: /forms/form-builder/{formId}).
import { ROUTES } from '../runtime/app/routes';

export const BUILDER_PATHS = {
  formsList: ROUTES.formsList,
  packages: '/forms/packages',
  form: (formId: string) => `/forms/form-builder/${encodeURIComponent(formId)}`,
  versions: (formId: string) => `/forms/form-builder/${encodeURIComponent(formId)}/versions`,
  settings: (formId: string) => `/forms/form-builder/${encodeURIComponent(formId)}/settings`,
  preview: (formId: string) => `/forms/form-builder/${encodeURIComponent(formId)}/preview`,
} as const;
