// The product api's tracking routes the Register tab uses (README "Product API routes"), with the spec's
// fallback texts for failures the server does not explain (spec §8 "Registration and settings"). Saving
// the settings is the Settings tab's (settings/settingsApi.ts), and comes with its chunk.
import { call, fetchTrackingSettings, type RegistrationPayload, type TrackingSettings } from '@whalewatch/shared';

export const REGISTRATION_FAILED = 'Registration failed';
export const SETTINGS_LOAD_FAILED = 'Failed to load settings';

export function registerWallets(registration: RegistrationPayload): Promise<TrackingSettings> {
  return call('POST /users/register', { body: registration }, { fallbackError: REGISTRATION_FAILED });
}

export function loadTrackingSettings(signal?: AbortSignal): Promise<TrackingSettings> {
  return fetchTrackingSettings(SETTINGS_LOAD_FAILED, signal);
}
