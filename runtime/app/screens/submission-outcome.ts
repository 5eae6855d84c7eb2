// What the user sees after a submission (spec 000 §4): a response carrying errorCode shows the error
// popup configuration, otherwise the success popup, with message and redirect interpolated from it.
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

export function errorOutcome(config: ScreenConfig, error: unknown): SubmissionOutcome {
  const apiError = error instanceof ApiError ? error : null;
  const scope = {
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
    header: config.errorPopup?.header ?? 'Error',
    message: interpolate(config.errorPopup?.message ?? '{{ message }}', scope) || scope.message,
    problems,
    redirectUrl: null,
  };
}
