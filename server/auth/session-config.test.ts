import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadSamlSettings, loadSessionSettings } from './session-config';

let cert: string;
let dir: string;
beforeAll(async () => {
  cert = (await generate([{ name: 'commonName', value: 'idp' }], { keySize: 2048, algorithm: 'sha256' }))
    .cert;
  dir = mkdtempSync(path.join(tmpdir(), 'ignite-saml-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const required = () => ({
  IGNITE_SAML_ENTRY_POINT: 'https://login.example/sso',
  IGNITE_SAML_ISSUER: 'ignite',
  IGNITE_SAML_IDP_CERT: cert,
  IGNITE_SAML_CALLBACK_URL: 'https://portal.example/saml2/acs',
});

describe('single sign-on settings', () => {
  it('are off without any of them, and on with the four required ones and the defaults', () => {
    expect(loadSamlSettings({}, dir)).toBeNull();
    expect(loadSamlSettings(required(), dir)).toMatchObject({
      issuer: 'ignite',
      audience: 'ignite',
      wantResponseSigned: true,
      clockSkewMs: 5000,
      requestTtlSeconds: 600,
      idpIssuer: undefined,
    });
  });

  it('name what is missing, and refuse bad URLs, flags and certificates', () => {
    const { IGNITE_SAML_IDP_CERT: _cert, ...partial } = required();
    expect(() => loadSamlSettings(partial, dir)).toThrow(/IGNITE_SAML_IDP_CERT/);
    expect(() => loadSamlSettings({ ...required(), IGNITE_SAML_ENTRY_POINT: 'nope' }, dir)).toThrow(
      ConfigError,
    );
    expect(() => loadSamlSettings({ ...required(), IGNITE_SAML_WANT_RESPONSE_SIGNED: 'maybe' }, dir)).toThrow(
      ConfigError,
    );
    expect(() => loadSamlSettings({ ...required(), IGNITE_SAML_IDP_CERT: 'not a certificate' }, dir)).toThrow(
      /IGNITE_SAML_IDP_CERT/,
    );
  });

  it('read the certificate as PEM with \\n, as a base64 body, or from a file', () => {
    const body = cert.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');
    const file = path.join(dir, 'idp.pem');
    writeFileSync(file, cert);
    for (const value of [cert.replace(/\n/g, '\\n'), body, file, 'idp.pem']) {
      expect(loadSamlSettings({ ...required(), IGNITE_SAML_IDP_CERT: value }, dir)?.idpCert).toContain(
        'BEGIN CERTIFICATE',
      );
    }
  });
});

describe('session settings', () => {
  it('default to the spec: 1800 s idle, 60 s countdown, tab guard off; 15-minute elevations', () => {
    expect(loadSessionSettings({})).toEqual({
      idleSeconds: 1800,
      idleTimeoutSeconds: 60,
      multiTabGuard: false,
      elevationSeconds: 900,
      elevationRole: 'elevated_admin',
    });
    expect(loadSessionSettings({ IGNITE_IDLE_SECONDS: '5', IGNITE_MULTI_TAB_GUARD: 'on' })).toMatchObject({
      idleSeconds: 5,
      multiTabGuard: true,
    });
    expect(() => loadSessionSettings({ IGNITE_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });
});
