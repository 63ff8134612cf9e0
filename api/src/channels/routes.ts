// Alert channels for the Settings → Notifications page, all behind the bearer token (the per-user write
// limit counts every change; "Send test" and "Connect Telegram" have their own limits too); the routes'
// contracts are @whalewatch/contracts' channelsRoutes (adding, removing and a new secret go in the account's
// audit log):
//   GET    /channels                        {allowed, upgrade, limit, telegram: {available}, channels: [ChannelView]}
//   POST   /channels/webhooks               {url} → 201 {channel, secret}: the signing secret, shown this once
//   POST   /channels/webhooks/:id/secret    a new secret {secret, previousSecretValidUntil}: the old one signs too for 24 h
//   POST   /channels/telegram/link          {url: https://t.me/<bot>?start=<code>, expiresAt}; 503 without TELEGRAM_BOT_TOKEN
//   POST   /channels/discord                {url} → 201 {channel}
//   POST   /channels/slack                  {url} → 201 {channel}
//   DELETE /channels/:id                    204 (a Telegram chat is disconnected)
//   POST   /channels/:id/enable             turns a disabled channel back on → {channel}
//   POST   /channels/:id/test               202 {id, queued}: a test alert through the outbox (its webhook-id)
//   GET    /channels/:id/deliveries         {attempts}: the delivery log, newest first, at most 100
//   GET    /channels/wallets                {wallets: [{address, nickname, channels: [id]}]}: where each tracked wallet's alerts go
//   PUT    /channels/wallets/:address       {channels: [id]}: that wallet's alerts go to these channels only
import { channelsRoutes as contract } from '@whalewatch/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import { signedInUser, type Authenticator } from '../auth';
import { endpoint } from '../http';
import type { ChannelsService } from './service';

export const channelRoutes: FastifyPluginCallbackZod<{ service: ChannelsService; authenticator: Authenticator; audit: AuditLog }> = (
  app,
  { service, authenticator, audit },
  done,
) => {
  app.addHook('onRequest', authenticator.requireUser);
  const userOf = (request: FastifyRequest) => signedInUser(request).userId;
  const recordAdded = (request: FastifyRequest, { id, kind, name }: { id: string; kind: string; name: string }) =>
    audit.record({ userId: userOf(request), action: 'channel_added', request, details: { channelId: id, kind, name } });

  app.route({ ...endpoint(contract['GET /channels']), handler: (request) => service.list(userOf(request)) });

  app.route({
    ...endpoint(contract['POST /channels/webhooks']),
    handler: async (request, reply) => {
      const added = await service.addWebhook(userOf(request), request.body.url);
      await recordAdded(request, added.channel);
      return reply.code(201).send(added);
    },
  });
  app.route({
    ...endpoint(contract['POST /channels/webhooks/:id/secret']),
    handler: async (request) => {
      const rotated = await service.rotateSecret(userOf(request), request.params.id);
      await audit.record({ userId: userOf(request), action: 'webhook_secret_rotated', request, details: { channelId: request.params.id } });
      return rotated;
    },
  });
  app.route({ ...endpoint(contract['POST /channels/telegram/link']), handler: (request) => service.telegramLink(userOf(request)) });
  app.route({
    ...endpoint(contract['POST /channels/discord']),
    handler: async (request, reply) => {
      const added = await service.addDiscord(userOf(request), request.body.url);
      await recordAdded(request, added.channel);
      return reply.code(201).send(added);
    },
  });
  app.route({
    ...endpoint(contract['POST /channels/slack']),
    handler: async (request, reply) => {
      const added = await service.addSlack(userOf(request), request.body.url);
      await recordAdded(request, added.channel);
      return reply.code(201).send(added);
    },
  });

  app.route({ ...endpoint(contract['GET /channels/wallets']), handler: (request) => service.wallets(userOf(request)) });
  app.route({
    ...endpoint(contract['PUT /channels/wallets/:address']),
    handler: (request) => service.chooseWalletChannels(userOf(request), request.params.address, request.body.channels),
  });

  app.route({
    ...endpoint(contract['DELETE /channels/:id']),
    handler: async (request, reply) => {
      const { kind, name } = await service.remove(userOf(request), request.params.id);
      const details = { channelId: request.params.id, kind, name };
      await audit.record({ userId: userOf(request), action: 'channel_removed', request, details });
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...endpoint(contract['POST /channels/:id/enable']),
    handler: (request) => service.enable(userOf(request), request.params.id),
  });
  app.route({
    ...endpoint(contract['POST /channels/:id/test']),
    handler: async (request, reply) => reply.code(202).send(await service.sendTest(userOf(request), request.params.id)),
  });
  app.route({
    ...endpoint(contract['GET /channels/:id/deliveries']),
    handler: (request) => service.deliveries(userOf(request), request.params.id),
  });
  done();
};
