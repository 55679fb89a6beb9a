import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../http/log';

/** Sends text messages (SMS) or mail. Real gateways plug in behind this; the default writes to a local outbox. */
export interface MessageSender {
  send(to: string, text: string): Promise<void>;
}
export type SmsProvider = MessageSender;

export interface OutboxEntry {
  to: string;
  text: string;
  at: string;
}

/**
 * Development outbox: one JSON line per message in `<dataDir>/outbox/<channel>.jsonl`, so a developer (or an
 * end-to-end test) can read the code that would have been sent. Only that file holds the text: the log line
 * names a masked address and no code, since logs travel much further than the data directory.
 */
export function createOutbox(dataDir: string, channel: 'sms' | 'mail', logger: Logger): MessageSender & { file: string } {
  const file = outboxFile(dataDir, channel);
  return {
    file,
    async send(to, text) {
      const entry: OutboxEntry = { to, text, at: new Date().toISOString() };
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(entry)}\n`);
      logger.log('info', `${channel}.outbox`, { to: maskAddress(to), file });
    },
  };
}

/** "n***@groops.test", "+120***00": enough to tell messages apart in logs, not to contact anyone. */
export function maskAddress(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 4)}***${to.slice(-2)}` : '***';
}

export const outboxFile = (dataDir: string, channel: 'sms' | 'mail') => path.join(dataDir, 'outbox', `${channel}.jsonl`);

/** Latest outbox message to `to` (development and tests). */
export async function readLatestMessage(file: string, to: string): Promise<OutboxEntry | null> {
  const content = await fs.readFile(file, 'utf8').catch(() => '');
  const lines = content.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as OutboxEntry);
  return lines.reverse().find((e) => e.to === to) ?? null;
}
