// Upstream's test/webauthn.fixtures.ts (supabase-js v2.109.0), the part the MFA cases use: a registration
// response and the browser credential object made from it. The api compiles without the DOM library, so
// the credential is typed by the parameter it is passed as.
import type { GoTrueClient } from '@supabase/auth-js';
import { base64UrlToUint8Array } from '@supabase/auth-js/dist/main/lib/base64url';

type WebAuthnVerifyParams = Parameters<GoTrueClient['mfa']['webauthn']['verify']>[0];
type CreationCredential = Extract<WebAuthnVerifyParams['webauthn'], { type: 'create' }>['credential_response'];

export const webauthnCreationCredentialResponse = {
  factorId: '1c339118-cf88-4cee-b393-fc787827aa44',
  challengeId: '78276c27-aab0-48cb-b745-3f697055ad94',
  challenge: 'TEST-REGISTRATION-CHALLENGE-BASE64URL-FOR-WEBAUTHN-CREDENTIAL-CREATION',
  rpId: 'localhost',
  origin: 'http://localhost:5173',
  credentialResponse: {
    id: 'SYNTHETIC-TEST-CREDENTIAL-ID-0123456789ABCDEF-NOT-A-REAL-CREDENTIAL-IDENTIFIER',
    rawId: 'SYNTHETIC-TEST-CREDENTIAL-ID-0123456789ABCDEF-NOT-A-REAL-CREDENTIAL-IDENTIFIER',
    type: 'public-key',
    response: {
      attestationObject: 'MOCK-ATTESTATION-OBJECT-CBOR-ENCODED-TEST-DATA-FOR-WEBAUTHN-REGISTRATION-FLOW-0123456789ABCDEF',
      clientDataJSON:
        'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiVEVTVC1SRUdJU1RSQVRJT04tQ0hBTExFTkdFIiwib3JpZ2luIjoiaHR0cDovL2xvY2FsaG9zdDo1MTczIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
      authenticatorData: 'MOCK-REGISTRATION-AUTHENTICATOR-DATA-WITH-ATTESTED-CREDENTIAL-DATA-TEST-VALUE-BASE64URL',
      publicKey: 'MOCK-PUBLIC-KEY-ECDSA-P256-SPKI-FORMAT-TEST-DATA-FOR-WEBAUTHN-NOT-A-REAL-PUBLIC-KEY',
      publicKeyAlgorithm: -7,
      transports: ['usb'],
    },
    authenticatorAttachment: 'cross-platform',
  },
};

const { credentialResponse } = webauthnCreationCredentialResponse;

export const webauthnCreationMockCredential = {
  id: credentialResponse.id,
  rawId: base64UrlToUint8Array(credentialResponse.rawId).buffer,
  type: 'public-key' as const,
  authenticatorAttachment: credentialResponse.authenticatorAttachment || null,
  parseCreationOptionsFromJSON: jest.fn(),
  parseRequestOptionsFromJSON: jest.fn(),
  toJSON: jest.fn(() => credentialResponse),
  getClientExtensionResults: jest.fn(() => ({})),
  response: {
    clientDataJSON: base64UrlToUint8Array(credentialResponse.response.clientDataJSON).buffer,
    attestationObject: base64UrlToUint8Array(credentialResponse.response.attestationObject).buffer,
    getTransports: jest.fn(() => credentialResponse.response.transports || []),
    getAuthenticatorData: jest.fn(() => base64UrlToUint8Array(credentialResponse.response.authenticatorData).buffer),
    getPublicKey: jest.fn(() => base64UrlToUint8Array(credentialResponse.response.publicKey).buffer),
    getPublicKeyAlgorithm: jest.fn(() => credentialResponse.response.publicKeyAlgorithm),
  },
} as unknown as CreationCredential;
