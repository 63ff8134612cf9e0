// The channels whose sealed target or secrets this api cannot open — sealed under a key neither
// SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds, or altered — as the startup pass and the outbox meet them.
// They send nothing (their alerts wait, the channel is not failed nor disabled: the fault is the
// operator's configuration, not the user's endpoint) and /health names the missing key ids until the
// key is configured again and the api restarted.
import { UnreadableSecret } from '../secrets';

export class UnreadableChannels {
  /** Channel id → the key id its values name (null: not authentic or not a sealed value). */
  private readonly channels = new Map<string, string | null>();

  note(channelId: string, error: UnreadableSecret): void {
    this.channels.set(channelId, error.reason === 'unknown-key' ? error.keyId : null);
  }

  clear(channelId: string): void {
    this.channels.delete(channelId);
  }

  get size(): number {
    return this.channels.size;
  }

  /** A sentence per missing key (and one for values that do not authenticate), for /health. */
  problems(): string[] {
    const byKey = new Map<string | null, number>();
    for (const keyId of this.channels.values()) byKey.set(keyId, (byKey.get(keyId) ?? 0) + 1);
    const channels = (count: number) => `${count} alert channel${count === 1 ? '' : 's'}`;
    return [...byKey].map(([keyId, count]) =>
      keyId === null
        ? `${channels(count)} cannot be read: their stored secrets do not authenticate (altered, or moved from another row); they send nothing`
        : `${channels(count)} cannot be read: sealed under key id ${keyId}, which neither SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds; they send nothing until that key is configured again`,
    );
  }
}
