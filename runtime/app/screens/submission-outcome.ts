// What the user sees after a submission (spec 000 §4): a response carrying errorCode shows the error
// popup configuration, otherwise the success popup, with header, message and redirect interpolated from
// the response.
import type { ScreenConfig } from '../../../schemas/screen-config';
import { ApiError } from '../../core/http';
import { interpolate } from '../../core/template';

export interface SubmissionOutcome {
  kind: 'success' | 'error';
  header: string;
  message: string;
  /** Field problems from the server's validation. */
  problems: { path: string; message: string }[];
  redirectUrl: string | null;
}

function scopeOf(response: Record<string, unknown>) {
  return { ...response, data: (response.data as Record<string, unknown> | undefined) ?? response, response };
}

export function successOutcome(config: ScreenConfig, response: Record<string, unknown>): SubmissionOutcome {
  if (typeof response.errorCode === 'string') {
    return errorOutcome(
      config,
      new ApiError(200, response.errorCode, String(response.message ?? ''), response.details),
      response,
    );
  }
  const popup = config.submitSuccessPopup;
  const scope = scopeOf(response);
  const redirect = popup?.redirectUrlAfterSubmission ?? config.redirectUrlAfterSubmission;
  return {
    kind: 'success',
    header: popup?.headerMessage ? interpolate(popup.headerMessage, scope) : 'Message',
    message: interpolate(popup?.message ?? 'Saved successfully.', scope),
    problems: [],
    redirectUrl: redirect ? interpolate(redirect, scope) : null,
  };
}

/** The error popup; `response` is a 2xx answer carrying errorCode, whose fields its templates may name. */
export function errorOutcome(
  config: ScreenConfig,
  error: unknown,
  response: Record<string, unknown> = {},
): SubmissionOutcome {
  const apiError = error instanceof ApiError ? error : null;
  const scope = {
    ...scopeOf(response),
    errorCode: apiError?.errorCode ?? 'UNKNOWN',
    message: apiError?.message ?? 'An unexpected error occurred.',
    details: apiError?.details,
  };
  const problems = Array.isArray(apiError?.details)
    ? (apiError.details as { path?: unknown; message?: unknown }[])
        .filter((detail) => typeof detail?.message === 'string')
        .map((detail) => ({ path: String(detail.path ?? ''), message: String(detail.message) }))
    : [];
  return {
    kind: 'error',
    header: config.errorPopup?.header ? interpolate(config.errorPopup.header, scope) : 'Error',
    message: interpolate(config.errorPopup?.message ?? '{{ message }}', scope) || scope.message,
    problems,
    redirectUrl: null,
  };
}
