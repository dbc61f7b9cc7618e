import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '@/lib/client/api-fetch';
import { secondFactorMessages, type PasskeyResponse } from '@/lib/contracts/staff-auth/second-factor';

/** WebAuthn options as the upstream made them (@simplewebauthn/server), passed through the contract as JSON. */
type Options = { challenge: string; [key: string]: unknown };

/**
 * Runs the browser's WebAuthn ceremony: a person who cancels, or a browser without a passkey for the
 * site, gets the same plain message as a passkey the server refused.
 */
async function ceremony(run: () => Promise<unknown>): Promise<PasskeyResponse> {
  try {
    // The browser's JSON as the contract carries it (the upstream checks all of it).
    return (await run()) as PasskeyResponse;
  } catch {
    throw new ApiError(400, secondFactorMessages.passkeyFailed);
  }
}

/** The passkey's answer to a sign-in or confirmation challenge (navigator.credentials.get). */
export const answerWithPasskey = (options: Options) =>
  ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));

/** A new passkey's answer to a registration challenge (navigator.credentials.create). */
export const createPasskey = (options: Options) =>
  ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
