import { describe, expect, it } from 'vitest';
import { directionOf } from '../ssr/public-data';
import { detectDevice } from './device';
import { matchesAtWidth, SIMULATED_WIDTH } from './device-widths';

describe('device-aware server rendering', () => {
  it('classifies user agents as mobile, tablet or desktop', () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('tablet');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe('desktop');
    expect(detectDevice(undefined)).toBe('desktop');
  });

  it('simulates 360, 768 and 1140 px', () => {
    expect(SIMULATED_WIDTH).toEqual({ mobile: 360, tablet: 768, desktop: 1140 });
  });

  it("evaluates MUI's media queries at the simulated width", () => {
    expect(matchesAtWidth('@media (min-width:1140px)', 1140)).toBe(true);
    expect(matchesAtWidth('@media (min-width:1140px)', 768)).toBe(false);
    expect(matchesAtWidth('@media (max-width:767.95px)', 360)).toBe(true);
    expect(matchesAtWidth('@media (min-width:600px) and (max-width:1139.95px)', 768)).toBe(true);
    expect(matchesAtWidth('@media (min-width:600px) and (max-width:1139.95px)', 1140)).toBe(false);
  });

  it('is right-to-left for backward languages', () => {
    const languages = [
      { id: 1, title: 'English', locale: 'en', backward: 0, default: 1 },
      { id: 2, title: 'العربية', locale: 'ar', backward: 1, default: 0 },
    ];
    expect(directionOf('ar', languages)).toBe('rtl');
    expect(directionOf('en', languages)).toBe('ltr');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
