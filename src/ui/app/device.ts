import { UAParser } from 'ua-parser-js';
import type { DeviceType } from './device-widths';

// Server-only: the user-agent parser stays out of the browser bundle (widths live in device-widths.ts).
export type { DeviceType } from './device-widths';

export function detectDevice(userAgent: string | undefined): DeviceType {
  const type = new UAParser(userAgent ?? '').getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}
