import os from 'node:os';

/** The machine's 1-minute load average, one decimal: printed beside every figure, since other work skews them all. */
export const loadAverage = (): number => Math.round(os.loadavg()[0] * 10) / 10;
