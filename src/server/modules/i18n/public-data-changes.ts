import { resetRenderCaches } from '@/contract/render-caches';
import type { Database } from '../../db/client';
import { notifyHub } from '../../db/notify-hub';
import type { Logger } from '../../http/log';

/** Sent by the triggers of migration 0008 on every write to settings, languages, currencies or translations. */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

const ALL = 0;

/**
 * Empties this process's render caches (the page shell's settings/languages/currencies/translations, the public
 * API answers, the guest pages) whenever that data changes, in any process or tool that writes the database.
 * After a lost LISTEN connection the hub "re-reads": a change may have been missed, so the caches are emptied too.
 * Resolves once LISTEN is active; the answer stops watching.
 */
export function watchPublicDataChanges(database: Database, logger: Logger, onChange: () => void = resetRenderCaches): Promise<() => void> {
  const hub = notifyHub<{ table: string }>(database, logger, {
    channel: PUBLIC_DATA_CHANNEL,
    keyOf: () => ALL,
    reread: async () => ({ table: '*' }),
  });
  return hub.subscribe(ALL, () => onChange());
}
