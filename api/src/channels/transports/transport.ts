// What the outbox needs of a kind of channel: send some alerts as one message, and how fast it may.
import type { ChannelAlert } from '../formats/channel-alert';
import type { ChannelKind } from '../kinds';
import type { Outcome } from './outcome';

/** A channel as a transport sees it. */
export type Destination = {
  id: string;
  kind: ChannelKind;
  /** The URL (webhook, Discord, Slack) or the Telegram chat id. */
  target: string;
  /** Webhooks: the signing secrets, current first (the previous one too while it is being rotated). */
  secrets: string[];
};

export type Transport = {
  /** The most alerts one message carries: 1 for webhooks (each alert is its own signed delivery). */
  mostPerMessage: number;
  /** The least time between two messages to one destination (the service's own pace). */
  gapMs(destination: Destination): number;
  /**
   * Sends the first alerts as one message (a digest when there are several); `count` is how many it
   * carried: the rest wait for the next message.
   */
  send(destination: Destination, alerts: ChannelAlert[], at: Date): Promise<{ outcome: Outcome; count: number }>;
  /** A budget shared by every destination of the kind (Telegram's 30 messages a second): 0 to go now, else the wait. */
  waitForBudget?(at: Date): Promise<number>;
};
