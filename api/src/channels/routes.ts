// Alert channels for the Settings → Notifications page, all behind the bearer token (the per-user write
// limit counts every change; "Send test" and "Connect Telegram" have their own limits too):
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import { walletAddress } from '../tracking/schemas';
import type { ChannelsService } from './service';

const byId = z.object({ id: z.uuid('No such channel') });
const pastedUrl = z.object({ url: z.string().trim().min(1, 'Please enter a valid URL').max(2048, 'Please enter a valid URL') });

export const channelRoutes: FastifyPluginAsyncZod<{ service: ChannelsService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);
  const userOf = (request: FastifyRequest) => signedInUser(request).userId;

  app.get('/channels', (request) => service.list(userOf(request)));

  app.post('/channels/webhooks', { schema: { body: pastedUrl } }, async (request, reply) =>
    reply.code(201).send(await service.addWebhook(userOf(request), request.body.url)),
  );
  app.post('/channels/webhooks/:id/secret', { schema: { params: byId } }, (request) => service.rotateSecret(userOf(request), request.params.id));
  app.post('/channels/telegram/link', (request) => service.telegramLink(userOf(request)));
  app.post('/channels/discord', { schema: { body: pastedUrl } }, async (request, reply) =>
    reply.code(201).send(await service.addDiscord(userOf(request), request.body.url)),
  );
  app.post('/channels/slack', { schema: { body: pastedUrl } }, async (request, reply) =>
    reply.code(201).send(await service.addSlack(userOf(request), request.body.url)),
  );

  app.get('/channels/wallets', (request) => service.wallets(userOf(request)));
  app.put(
    '/channels/wallets/:address',
    { schema: { params: z.object({ address: walletAddress }), body: z.object({ channels: z.array(z.uuid()).max(100) }) } },
    (request) => service.chooseWalletChannels(userOf(request), request.params.address, request.body.channels),
  );

  app.delete('/channels/:id', { schema: { params: byId } }, async (request, reply) => {
    await service.remove(userOf(request), request.params.id);
    return reply.code(204).send();
  });
  app.post('/channels/:id/enable', { schema: { params: byId } }, (request) => service.enable(userOf(request), request.params.id));
  app.post('/channels/:id/test', { schema: { params: byId } }, async (request, reply) => reply.code(202).send(await service.sendTest(userOf(request), request.params.id)));
  app.get('/channels/:id/deliveries', { schema: { params: byId } }, (request) => service.deliveries(userOf(request), request.params.id));
};
