// Saving the tracking settings (PUT /users/settings, README "Product API routes"), the Settings tab's
// alone, with the spec's fallback texts (spec §8 "Registration and settings").
import { call, type RegistrationPayload, type TrackingSettings } from '@whalewatch/shared';

export const SETTINGS_UPDATE_FAILED = 'Failed to update settings';
export const WALLET_REMOVAL_FAILED = 'Failed to remove wallet';

/**
 * Saves the whole settings: each wallet's address, nickname and options. What the api marks on a saved
 * wallet (its mute, which PUT …/mute changes; whether it is protected or over the plan) is not sent.
 */
export function saveTrackingSettings(settings: RegistrationPayload, fallbackError: string): Promise<TrackingSettings> {
  const wallets = settings.wallets.map(({ address, nickname, monitorOptions }) => ({ address, nickname, monitorOptions }));
  return call('PUT /users/settings', { body: { settings: { ...settings, wallets } } }, { fallbackError });
}
