// Payloads of sign-in, session, elevation and access-request calls (the {iam} base, spec 000 §4, §6).
import Type from 'typebox';

/** GET /api/iam/auth/config: what the portal needs before anyone signs in. */
export const AuthConfigResponse = Type.Object({
  /** Single sign-on is configured: the login page without ?dblogin goes to ssoLoginUrl. */
  ssoEnabled: Type.Boolean(),
  ssoLoginUrl: Type.String(),
  /** Inactivity before the idle warning, and the countdown after it (spec §9: 1800 s and 60 s). */
  idleSeconds: Type.Integer({ minimum: 1 }),
  idleTimeoutSeconds: Type.Integer({ minimum: 1 }),
  /** How often the idle warning repeats during the countdown (spec §9: 5 s). */
  idleWarningEverySeconds: Type.Integer({ minimum: 1 }),
  /** Show the session-ended modal in an older tab (spec §4: off). */
  multiTabGuard: Type.Boolean(),
  /** How long an elevation lasts. */
  elevationSeconds: Type.Integer({ minimum: 1 }),
});
export type AuthConfigResponse = Type.Static<typeof AuthConfigResponse>;

/** Why a session's token is ended (audited): the user signed out, or the idle lock came. */
export const SignOutQuery = Type.Object({
  reason: Type.Optional(Type.Union([Type.Literal('signOut'), Type.Literal('lock')], { default: 'signOut' })),
});
export type SignOutQuery = Type.Static<typeof SignOutQuery>;

export const OtpCodeRequest = Type.Object({
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type OtpCodeRequest = Type.Static<typeof OtpCodeRequest>;

/** POST /api/iam/auth/mfa/enrolment: a re-enrolment needs a code of the current authenticator. */
export const MfaEnrolmentRequest = Type.Object({
  code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});
export type MfaEnrolmentRequest = Type.Static<typeof MfaEnrolmentRequest>;

export const MfaStatus = Type.Object({
  privileged: Type.Boolean(),
  enrolled: Type.Boolean(),
  pendingEnrolment: Type.Boolean(),
  elevatedUntil: Type.Optional(Type.String({ format: 'date-time' })),
});
export type MfaStatus = Type.Static<typeof MfaStatus>;

export const MfaEnrolment = Type.Object({
  /** The shared secret in base32, as authenticator apps take it when typed in. */
  secret: Type.String(),
  /** The otpauth:// Key URI of the secret. */
  otpauthUri: Type.String(),
  digits: Type.Integer(),
  period: Type.Integer(),
  algorithm: Type.Literal('SHA1'),
});
export type MfaEnrolment = Type.Static<typeof MfaEnrolment>;

export const ElevationResponse = Type.Object({
  token: Type.String(),
  elevatedUntil: Type.Optional(Type.String({ format: 'date-time' })),
});
export type ElevationResponse = Type.Static<typeof ElevationResponse>;

/** An access-control resource as the request-access screen lists it (spec 000 §3). */
export const RequestableAclResource = Type.Object({
  resourceName: Type.String(),
  displayName: Type.String(),
  displayOrder: Type.Integer(),
});
export const AccessRequestOptions = Type.Array(
  Type.Object({
    resourceCategory: Type.Object({ displayName: Type.String(), displayOrder: Type.Integer() }),
    aclResources: Type.Array(RequestableAclResource),
  }),
);
export type AccessRequestOptions = Type.Static<typeof AccessRequestOptions>;

export const NewAccessRequest = Type.Object({
  aclResources: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
    minItems: 1,
    maxItems: 50,
    uniqueItems: true,
  }),
  reason: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type NewAccessRequest = Type.Static<typeof NewAccessRequest>;

export const AccessRequest = Type.Object({
  id: Type.String(),
  aclResources: Type.Array(Type.String()),
  reason: Type.String(),
  status: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AccessRequest = Type.Static<typeof AccessRequest>;
