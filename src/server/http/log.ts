import type { ServerConfig } from '../config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

export interface Logger {
  log(level: Level, event: string, fields?: Record<string, unknown>): void;
}

/** Structured logs: one JSON object per line on stdout (stderr for errors). */
export function createLogger(level: ServerConfig['logLevel']): Logger {
  const min = LEVELS[level];
  return {
    log(lvl, event, fields = {}) {
      if (LEVELS[lvl] < min) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields });
      (lvl === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
    },
  };
}
