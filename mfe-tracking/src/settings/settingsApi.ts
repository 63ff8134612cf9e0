// Saving the tracking settings (PUT /users/settings, README "Product API routes"), the Settings tab's
// alone, with the spec's fallback texts (spec §8 "Registration and settings").
import { api, type RegistrationPayload, type TrackingSettings } from '@whalewatch/shared';

export const SETTINGS_UPDATE_FAILED = 'Failed to update settings';
export const WALLET_REMOVAL_FAILED = 'Failed to remove wallet';

/** Saves the whole settings. A wallet's mute is the api's to keep (PUT …/mute changes it), so it is not sent. */
export function saveTrackingSettings(settings: RegistrationPayload, fallbackError: string): Promise<TrackingSettings> {
  const wallets = settings.wallets.map(({ mutedUntil, ...wallet }) => wallet);
  return api.put('/users/settings', { settings: { ...settings, wallets } }, { fallbackError });
}
