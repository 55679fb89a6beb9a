import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './http/log';
import type { MessageSender } from './integrations/sms';
import type { Messages } from './modules/i18n/messages';
import type { SessionCache } from './modules/auth/session-cache';
import type { TokenProfileRow } from './modules/auth/tokens';
import type { FileStorage } from './storage';

export interface Clock {
  now(): Date;
}

/** Everything a request handler may use; built once per process (tests build their own). */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  logger: Logger;
  clock: Clock;
  sms: MessageSender;
  mail: MessageSender;
  messages: Messages;
  /** Uploads and generated images (local folder or S3-compatible bucket). */
  storage: FileStorage;
  /** Sessions kept for page renders, present once this process hears their change notices (session-cache.ts). */
  sessions?: SessionCache<TokenProfileRow>;
}

export const systemClock: Clock = { now: () => new Date() };
