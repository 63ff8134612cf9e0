// Composes the api: HTTP plumbing (errors, logging, security headers, CORS), then one plugin per feature.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeletionRoutes } from './account-deletion';
import { analyzerRoutes } from './analyzer';
import { createChannels } from './channels';
import { openVault, useVault } from './secrets';
import { createAuth } from './auth';
import { signedInUser } from './auth';
import { auditRoutes, createAuditLog } from './audit';
import { chainRoutes, createChainSource, type ChainSource } from './chain';
import type { Config } from './config';
import { backupRoutes } from './backups';
import { createDatabase, type Database } from './db';
import { demoRequestRoutes } from './demo-requests';
import { createSmtpMailer, type Mailer } from './email';
import { OutsideServices } from './health';
import { healthRoutes } from './health';
import { createMonitor } from './monitor';
import { createEmailOutbox, emailWorker } from './notifications';
import { createNotificationHub } from './notifications';
import { notificationRoutes } from './notifications';
import { activityRoutes } from './activity';
import { registerApiReference } from './http';
import { requireContracts } from './http';
import { registerErrorHandlers } from './http';
import { refuseNulCharacters } from './http';
import { limitRequestsPerIp } from './http';
import { sharedCeiling } from './http';
import { writeLimits } from './http';
import { serverTimeouts } from './http';
import { RequestLog } from './http';
import { operatorRoutes } from './plans';
import { createPriceSource, type PriceSource } from './prices';
import { trackingRoutes } from './tracking';
import { watchlistRestRoutes } from './watchlist';
import { planRoutes } from './billing';
import { billingConflictRoutes } from './billing';
import { paddleWebhookRoutes } from './billing';
import { createPaddleApi } from './billing';
import { createNewsReader } from './news';
import { newsRoutes } from './news';
import { stealthRoutes } from './stealth';
import { portfolioRoutes } from './portfolio';
import { releaseRoutes, releasesFromEnvironment } from './releases';
import { walletRecordBook } from './wallets';
import { recordWarmer } from './wallets';
import { walletRecords } from './wallets';
import { walletRoutes } from './wallets';

export type AppDependencies = {
  /** Given: the caller owns and closes it. Omitted: opened from `config`, closed with the app. */
  database?: Database;
  /** Given: the caller owns it. Omitted: SMTP from `config`. */
  mailer?: Mailer;
  /** The first chain's source. Omitted: from `config` (Etherscan with keys, otherwise the JSON-RPC node). */
  chain?: ChainSource;
  /** Sources of the other chains by id (the first one's too, when `chain` is not given). Omitted: from `config`. */
  chains?: ReadonlyMap<number, ChainSource>;
  prices?: PriceSource;
  /** Omitted: the system clock. Seconds since the epoch, for what is measured back from now (wallet records). */
  now?: () => number;
};

export async function buildApp(config: Config, dependencies: AppDependencies = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    ...serverTimeouts(config.requestTimeoutMs),
    logController: new RequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  // Every route from here on is one of the contract's, registered through endpoint() (or the api stops).
  requireContracts(app);
  refuseNulCharacters(app);

  // What this process does (ROLE): the product's routes and streams, the monitors, the workers.
  const { serves, works } = config.duties;
  const database = dependencies.database ?? (await createDatabase(config, app.log));
  if (!dependencies.database) app.addHook('onClose', () => database.close());
  // Every call to an outside service is recorded, so /health can name the one that is failing.
  const services = new OutsideServices();
  const mailer = services.observe('smtp', dependencies.mailer ?? createSmtpMailer(config.mail));
  if (!dependencies.mailer) app.addHook('onClose', () => mailer.close());
  // The account's audit log: the features record what happened to an account through it; a process that
  // works (ROLE workers or all) sends the security emails queued, retries what is due and prunes.
  const audit = createAuditLog({ db: database.db, mailer, log: app.log, sends: works });
  if (works) {
    app.addHook('onReady', (done) => {
      audit.start();
      done();
    });
  }
  app.addHook('onClose', () => audit.stop());

  await app.register(helmet, {
    // A JSON API loads nothing and is never framed.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // After CORS, so a browser can read the 429.
  // Across every api process on one PostgreSQL; in this process's memory on the embedded one.
  const ceiling = config.databaseUrl ? sharedCeiling(database.db, app.log) : undefined;
  limitRequestsPerIp(app, config.rateLimits.perIpPerMinute, ceiling);
  // Before the routes: the reference is collected from them as they are added.
  if (config.apiDocs && serves) await registerApiReference(app, { publicUrl: config.publicUrl });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every chain watched, each read through its own source; the first one serves what takes no chain yet.
  const chains = config.chains.map((enabled, index) => ({
    ...enabled,
    source: services.observe(
      'chain',
      dependencies.chains?.get(enabled.info.id) ??
        (index === 0 ? dependencies.chain : undefined) ??
        createChainSource(enabled.source, enabled.fallbacks),
    ),
    prices: services.observe('prices', dependencies.prices ?? createPriceSource(config.prices, app.log, database.db, enabled.profile)),
  }));
  const { source: chain, prices } = chains[0];
  // Remote releases: the shell's load reports, automatic rollbacks; listed in /health.
  const releases = releasesFromEnvironment(app.log);
  await routes.register(healthRoutes, {
    releases,
    db: database.db,
    chain,
    chains: chains.map(({ info, source }) => ({ info, source })),
    services,
    monitorEnabled: config.monitor.enabled,
    // The monitors are built below; /health asks them only once the app serves.
    monitorHeads: () => monitors.flatMap((monitor) => monitor.heads() ?? []),
    // Channels whose secrets this process cannot open (a key missing from SECRETS_PREVIOUS_KEYS).
    channelProblems: () => channels.problems(),
    instantEmailGapMs: config.alertEmailGapMs,
  });
  const auth = await createAuth(config, database.db, mailer, audit, new Map(chains.map(({ info, source }) => [info.id, source])));
  const userIdOf = (request: FastifyRequest) => signedInUser(request).userId;
  app.decorateRequest('user', null);
  // Each wallet's record on each chain, read through that chain's source and prices. Its 30-day record
  // there, kept as profiles are computed, goes with its alerts and holder lists on that chain.
  const recordBook = walletRecordBook();
  const walletChains = chains.map(({ info, source, prices }) => ({
    info,
    records: walletRecords({ chain: source, chainId: info.id, prices, log: app.log, now: dependencies.now, recordBook }),
  }));
  const warmer = recordWarmer({
    records: new Map(walletChains.map(({ info, records }) => [info.id, records])),
    book: recordBook,
    log: app.log,
  });
  app.addHook('onClose', () => warmer.stop());
  const paddle = config.billing.paddleApi ? createPaddleApi(config.billing.paddleApi) : null;
  const hub = createNotificationHub(database, { streamsPerUser: config.notificationStreamsPerUser });
  // Before the server closes: it waits for every open response, and a live stream never ends by itself.
  app.addHook('preClose', (done) => {
    hub.endAll();
    done();
  });
  app.addHook('onClose', () => hub.close());
  const emails = createEmailOutbox({
    db: database.db,
    mailer,
    siteUrl: config.siteUrl,
    explorerUrl: config.explorerUrl,
    instantGapMs: config.alertEmailGapMs,
    log: app.log,
  });
  // A workers process follows no chain: it sends when alerts are stored, and on a timer.
  if (works && !config.duties.monitors) {
    const sender = emailWorker(database, emails);
    app.addHook('onReady', () => sender.start());
    app.addHook('onClose', () => sender.stop());
  }
  // Secrets at rest: channel URLs and signing secrets are sealed under SECRETS_KEY — without it, under a
  // key kept in the database itself (so every process agrees), which no leaked dump is safe from.
  useVault(database.db, await openVault(database.db, config.secrets));
  if (!config.secrets.key) {
    app.log.warn('SECRETS_KEY is unset: channel secrets are sealed under a key kept in the database itself (npm start sets one)');
  }
  // Alert channels (webhooks, Telegram, Discord, Slack): each stored alert is queued for them as it is
  // stored, and delivered by the processes with CHANNELS on (it follows MONITOR).
  const channels = createChannels({
    config: config.channels,
    database,
    mailer,
    audit,
    services,
    siteUrl: config.siteUrl,
    windowMs: config.rateLimits.windowMs,
    log: app.log,
  });
  // Every process seals what is not under the current key yet (before it serves: onReady precedes listen).
  app.addHook('onReady', () => channels.reseal());
  if (config.channels.enabled) {
    app.addHook('onReady', () => channels.start());
    app.addHook('onClose', () => channels.stop());
  }
  // The product's routes and live streams, where this process serves them (ROLE web or all); every process
  // answers /health (above).
  if (serves) {
    await routes.register(releaseRoutes, { releases });
    await routes.register(chainRoutes, { chains: config.chains.map(({ info }) => info) });
    await routes.register(demoRequestRoutes, { db: database.db, writes: writeLimits(database.db, config.rateLimits) });
    await routes.register(auth.routes);
    await routes.register(auditRoutes, { audit, requireUser: auth.authenticator.requireUser, userIdOf });
    await routes.register(accountDeletionRoutes, {
      db: database.db,
      authenticator: auth.authenticator,
      deleteIdentity: auth.deleteIdentity,
      audit,
    });
    await routes.register(trackingRoutes, {
      db: database.db,
      chain,
      chainIds: config.chains.map(({ info }) => info.id),
      authenticator: auth.authenticator,
    });
    await routes.register(analyzerRoutes, {
      db: database.db,
      chains,
      authenticator: auth.authenticator,
      records: { book: recordBook, warmer },
    });
    await routes.register(planRoutes, { db: database.db, authenticator: auth.authenticator, paddle });
    await app.register(paddleWebhookRoutes, { db: database.db, billing: config.billing, audit });
    await routes.register(newsRoutes, { db: database.db });
    await routes.register(stealthRoutes, { db: database.db, authenticator: auth.authenticator, audit });
    await routes.register(portfolioRoutes, { db: database.db, chains, authenticator: auth.authenticator });
    await routes.register(walletRoutes, { db: database.db, authenticator: auth.authenticator, chains: walletChains });
    // With a hosted Supabase project the browser reaches its PostgREST for the watchlist instead.
    if (!config.auth.supabase) {
      await routes.register(watchlistRestRoutes, { db: database.db, authenticator: auth.authenticator, anonKey: config.auth.anonKey });
    }
    if (config.adminToken) {
      await routes.register(operatorRoutes, { db: database.db, adminToken: config.adminToken });
      await app.register(backupRoutes, { database, dataDir: config.dataDir, adminToken: config.adminToken });
      await app.register(billingConflictRoutes, { db: database.db, adminToken: config.adminToken });
    }
    await routes.register(notificationRoutes, { db: database.db, hub, emails, authenticator: auth.authenticator, chains });
    await routes.register(activityRoutes, { db: database.db, authenticator: auth.authenticator });
    await routes.register(channels.routes, { authenticator: auth.authenticator });
  }
  // A monitor per chain (block by block, or wallet by wallet through an explorer), each on its own: a
  // chain that is down or slow delays no other. Each sends what it finds to the email outbox after every
  // step. Alerts of every chain but the first say their chain in words.
  const monitors = chains.map((watched, index) =>
    createMonitor(
      {
        database,
        chain: watched.source,
        prices: watched.prices,
        records: recordBook,
        log: app.log.child({ chain: watched.info.slug }),
        afterStep: works ? () => emails.kick() : undefined,
      },
      {
        ...config.monitor,
        chainId: watched.info.id,
        chainSlug: watched.info.slug,
        chainName: watched.info.name,
        chainWords: index === 0 ? undefined : watched.info.name,
        confirmations: watched.profile.confirmations,
      },
    ),
  );
  const [monitor] = monitors;
  if (config.monitor.enabled) app.addHook('onReady', () => monitors.forEach((each) => each.start()));
  // Stopped either way: one stepped by hand (MONITOR=off) still listens for watch-list changes.
  app.addHook('onClose', async () => {
    await Promise.all(monitors.map((each) => each.stop()));
  });
  // The news feeds are read on a schedule in the same way (NEWS=off leaves it to another process).
  const news = createNewsReader(database.db, config.news, app.log, services);
  if (config.news.enabled) {
    app.addHook('onReady', () => news.start());
    app.addHook('onClose', () => news.stop());
  }
  return Object.assign(routes, {
    authenticator: auth.authenticator,
    chain,
    prices,
    monitor,
    monitors,
    emails,
    news,
    services,
    channels,
    audit,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
