// The schemas emitted as JSON Schema files under schemas/generated (for Monaco, docs and the CLI).
import type { TSchema } from 'typebox';
import { ActionButton } from './actions';
import { ApiTextFieldSettings } from './api-text-field';
import { AnalyticsGuestTokenResponse } from './analytics';
import { ErrorResponse, IdentityDetails, LoginRequest, MenuItem, UserProfile } from './api';
import { EmbeddedReportSettings } from './embedded-report';
import { FormDefinitionInput } from './form-definition';
import { SmartTableSettings } from './grid-options';
import { FormPackage } from './package';
import { PermissionTile } from './permission-tile';
import { ResourceDeclaration } from './resource';
import { ScreenConfig } from './screen-config';
import { TimelineSettings } from './timeline';

export const publishedSchemas: { name: string; schema: TSchema }[] = [
  { name: 'screen-config', schema: ScreenConfig },
  { name: 'permission-tile', schema: PermissionTile },
  { name: 'timeline', schema: TimelineSettings },
  { name: 'action-button', schema: ActionButton },
  { name: 'api-text-field', schema: ApiTextFieldSettings },
  { name: 'smart-table', schema: SmartTableSettings },
  { name: 'embedded-report', schema: EmbeddedReportSettings },
  { name: 'form-definition', schema: FormDefinitionInput },
  { name: 'form-package', schema: FormPackage },
  { name: 'resource-declaration', schema: ResourceDeclaration },
  { name: 'menu-item', schema: MenuItem },
  { name: 'login-request', schema: LoginRequest },
  { name: 'identity-details', schema: IdentityDetails },
  { name: 'user-profile', schema: UserProfile },
  { name: 'error-response', schema: ErrorResponse },
  { name: 'analytics-guest-token', schema: AnalyticsGuestTokenResponse },
];

/** The file text of one emitted schema: stable, pretty JSON with a trailing newline. */
export function schemaFileText(schema: TSchema): string {
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`;
}
