import path from 'node:path';
import { resetRenderCaches } from '@/contract/render-caches';
import { readConfig, type ServerConfig } from './config';
import { systemClock, type AppContext, type Clock } from './context';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { createApiDispatcher, createApiHandler, nodeHandler } from './http/handler';
import { createLogger } from './http/log';
import { createOutbox } from './integrations/sms';
import { createMessages } from './modules/i18n/messages';
import { watchPublicDataChanges } from './modules/i18n/public-data-changes';
import { SessionCache, watchSessionChanges } from './modules/auth/session-cache';
import type { TokenProfileRow } from './modules/auth/tokens';
import { startDemoOperatorOnce } from './modules/orders/operator';
import { apiRoutes } from './routes';
import { seedIfEmpty } from './seed';
import { createStorage } from './storage';

/** Builds a context around an open database (tests pass their own database, clock and config). */
export function createContext(database: Database, config: ServerConfig, clock: Clock = systemClock, logger = createLogger(config.logLevel)): AppContext {
  return {
    config,
    database,
    db: database.db,
    logger,
    clock,
    sms: createOutbox(config.dataDir, 'sms', logger),
    mail: createOutbox(config.dataDir, 'mail', logger),
    messages: createMessages(database.db),
    storage: createStorage(config),
  };
}

/** Opens, migrates and (on an empty database) seeds; used by the server and by `npm run seed`. */
export async function startContext(config: ServerConfig = readConfig()): Promise<AppContext> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDir: path.join(config.dataDir, 'pglite'), logger });
  try {
    const ctx = createContext(database, config, systemClock, logger);
    // Every process of a cluster (or deployment) starts here: one migrates and seeds, the others then find it done.
    await database.exclusive(async () => {
      await migrateDatabase(database);
      if (config.seedOnStart) await seedIfEmpty(ctx);
    });
    ctx.logger.log('info', 'api.ready', { engine: database.engine });
    return ctx;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

type Global = typeof globalThis & { __groopsContext?: Promise<AppContext> };

/**
 * One context per server process, kept across dev-mode module reloads; a failed start is retried next request.
 * The server (not `npm run seed`) also starts the demo operator here when DEMO_OPERATOR is on, and listens for
 * changes to the data the page shell caches.
 */
export function getDefaultContext(): Promise<AppContext> {
  const g = globalThis as Global;
  if (!g.__groopsContext) {
    g.__groopsContext = startContext().then((ctx) => {
      startDemoOperatorOnce(ctx);
      // The page shell caches settings, languages, currencies and translations: dropped when they change.
      watchPublicDataChanges(ctx.database, ctx.logger, () => {
        resetRenderCaches();
        ctx.messages.reset();
        ctx.sessions?.dropAll();
      }).catch((error) => ctx.logger.log('warn', 'public-data.listen', { error: String(error) }));
      // Page renders keep sessions only once this process hears what changes them.
      const sessions = new SessionCache<TokenProfileRow>();
      watchSessionChanges(ctx.database, ctx.logger, sessions)
        .then(() => {
          ctx.sessions = sessions;
        })
        .catch((error) => ctx.logger.log('warn', 'sessions.listen', { error: String(error) }));
      return ctx;
    });
    g.__groopsContext.catch(() => {
      g.__groopsContext = undefined;
    });
  }
  return g.__groopsContext;
}

export const dispatchApiCall = createApiDispatcher(getDefaultContext, apiRoutes);
export const handleApiRequest = nodeHandler(dispatchApiCall);
export { createApiHandler, apiRoutes };
