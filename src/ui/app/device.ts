import { UAParser } from 'ua-parser-js';
import type { DeviceType } from './device-widths';

// Server-only: the user-agent parser stays out of the browser bundle (widths live in device-widths.ts).
export type { DeviceType } from './device-widths';

/** Visitors send few distinct user agents; parsing one runs ~100 regular expressions (~0.7 % of a page's CPU). */
const known = new Map<string, DeviceType>();
const MAX_KNOWN = 1000;

function parse(userAgent: string): DeviceType {
  const type = new UAParser(userAgent).getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}

export function detectDevice(userAgent: string | undefined): DeviceType {
  const ua = userAgent ?? '';
  let device = known.get(ua);
  if (device === undefined) {
    device = parse(ua);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(ua, device);
  }
  return device;
}
