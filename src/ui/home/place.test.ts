import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { placeChosen } from './place';

describe('placeChosen', () => {
  it('is false for a first-time visitor (default point, no address)', () => {
    expect(placeChosen(DEFAULT_LOCATION_STRING, '')).toBe(false);
    expect(placeChosen(DEFAULT_LOCATION_STRING, '   ')).toBe(false);
    expect(placeChosen('', '')).toBe(false);
  });

  it('is true once an address or another point was picked', () => {
    expect(placeChosen(DEFAULT_LOCATION_STRING, '1250 U Street NW')).toBe(true);
    expect(placeChosen('39.2904,-76.6122', '')).toBe(true);
  });
});
