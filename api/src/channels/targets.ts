// The URLs users paste, checked before a channel is saved (and again, by the target guard, at every
// send): a webhook is any https URL that leads to a public address (http to this computer in the
// embedded default); Discord and Slack URLs must be those services' incoming webhooks — or, for tests
// and operators, a host listed in DISCORD_WEBHOOK_HOSTS / SLACK_WEBHOOK_HOSTS, or this computer in the
// embedded default.
import { errorMessage, MAX_CHANNEL_URL_LENGTH } from '@whalewatch/contracts';
import { failure, HttpError } from '../http';
import { isLoopbackAddress } from './network/address-policy';
import { bareHost, RefusedTarget, resolveTarget, type Lookup } from './network/target-guard';

export type TargetSettings = {
  allowLoopback: boolean;
  lookup: Lookup;
  /** host[:port] accepted as Discord / Slack besides the services' own. */
  discordHosts: readonly string[];
  slackHosts: readonly string[];
};

/** The code of a pasted URL that is not one of the kind asked for. */
type InvalidUrl = 'invalid_url' | 'invalid_discord_url' | 'invalid_slack_url';

export const INVALID_URL = errorMessage('invalid_url');
export const INVALID_DISCORD_URL = errorMessage('invalid_discord_url');
export const INVALID_SLACK_URL = errorMessage('invalid_slack_url');

const DISCORD_HOSTS = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'];
const DISCORD_PATH = /^\/api(\/v\d+)?\/webhooks\/\d{1,30}\/[A-Za-z0-9_-]{1,200}$/;
const SLACK_HOSTS = ['hooks.slack.com'];
const SLACK_PATH = /^\/services\/[A-Z0-9]{1,30}\/[A-Z0-9]{1,30}\/[A-Za-z0-9]{1,100}$/;

function parse(input: string, invalid: InvalidUrl): URL {
  if (input.length > MAX_CHANNEL_URL_LENGTH) throw failure(invalid);
  try {
    const url = new URL(input.trim());
    url.hash = '';
    return url;
  } catch {
    throw failure(invalid);
  }
}

/** The URL passes the target guard (resolved now), or 400 with the guard's reason. */
async function requireReachable(url: URL, settings: TargetSettings, trustedHosts: readonly string[] = []): Promise<void> {
  try {
    await resolveTarget(url, { allowLoopback: settings.allowLoopback, lookup: settings.lookup, trustedHosts });
  } catch (error) {
    if (error instanceof RefusedTarget) throw new HttpError(400, error.message, error.code, {}, { cause: error });
    throw error;
  }
}

export type CheckedTarget = { target: string; name: string };

export async function checkWebhookUrl(input: string, settings: TargetSettings): Promise<CheckedTarget> {
  const url = parse(input, 'invalid_url');
  await requireReachable(url, settings);
  return { target: url.href, name: url.host };
}

/** A service's incoming-webhook URL: its host (or an allowed stand-in) and its path shape. */
async function checkServiceUrl(
  input: string,
  settings: TargetSettings,
  service: { hosts: string[]; extraHosts: readonly string[]; path: RegExp; invalid: InvalidUrl },
): Promise<URL> {
  const url = parse(input, service.invalid);
  const host = url.host.toLowerCase();
  const official = service.hosts.includes(host) && url.protocol === 'https:' && url.port === '';
  const standIn =
    service.extraHosts.includes(host) ||
    (settings.allowLoopback && isLoopbackAddress(bareHost(url) === 'localhost' ? '127.0.0.1' : bareHost(url)));
  if ((!official && !standIn) || !service.path.test(url.pathname) || url.search !== '') throw failure(service.invalid);
  await requireReachable(url, settings, service.extraHosts);
  return url;
}

/** 'discord.com/api/webhooks/1234…' — the token after it is never shown. */
const withoutToken = (url: URL, keep: number) => `${url.host}${url.pathname.split('/').slice(0, keep).join('/')}/…`;

export async function checkDiscordUrl(input: string, settings: TargetSettings): Promise<CheckedTarget> {
  const url = await checkServiceUrl(input, settings, {
    hosts: DISCORD_HOSTS,
    extraHosts: settings.discordHosts,
    path: DISCORD_PATH,
    invalid: 'invalid_discord_url',
  });
  return { target: url.href, name: withoutToken(url, -1) };
}

export async function checkSlackUrl(input: string, settings: TargetSettings): Promise<CheckedTarget> {
  const url = await checkServiceUrl(input, settings, {
    hosts: SLACK_HOSTS,
    extraHosts: settings.slackHosts,
    path: SLACK_PATH,
    invalid: 'invalid_slack_url',
  });
  return { target: url.href, name: withoutToken(url, -1) };
}
