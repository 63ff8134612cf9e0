// The product api's tracking routes (README "Product API routes"), with the spec's fallback texts for
// failures the server does not explain (spec §8 "Registration and settings").
import { api, fetchTrackingSettings, type RegistrationPayload, type TrackingSettings } from '@whalewatch/shared';

export const REGISTRATION_FAILED = 'Registration failed';
export const SETTINGS_LOAD_FAILED = 'Failed to load settings';
export const SETTINGS_UPDATE_FAILED = 'Failed to update settings';
export const WALLET_REMOVAL_FAILED = 'Failed to remove wallet';

export function registerWallets(registration: RegistrationPayload): Promise<TrackingSettings> {
  return api.post('/users/register', registration, { fallbackError: REGISTRATION_FAILED });
}

export function loadTrackingSettings(signal?: AbortSignal): Promise<TrackingSettings> {
  return fetchTrackingSettings(SETTINGS_LOAD_FAILED, signal);
}

/** Saves the whole settings. A wallet's mute is the api's to keep (PUT …/mute changes it), so it is not sent. */
export function saveTrackingSettings(settings: RegistrationPayload, fallbackError: string): Promise<TrackingSettings> {
  const wallets = settings.wallets.map(({ mutedUntil, ...wallet }) => wallet);
  return api.put('/users/settings', { settings: { ...settings, wallets } }, { fallbackError });
}
