import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { parseUserSettings } from './user-settings';

describe('parseUserSettings', () => {
  it('keeps a chosen point and address', () => {
    expect(parseUserSettings(JSON.stringify({ location: '39.2904,-76.6122', address: ' 1 Main St ', location_id: null }))).toEqual({
      location: '39.2904,-76.6122',
      address: '1 Main St',
      location_id: null,
    });
  });

  it('ignores the defaults, malformed JSON and impossible points', () => {
    expect(parseUserSettings(undefined)).toBeNull();
    expect(parseUserSettings('{not json')).toBeNull();
    expect(parseUserSettings(JSON.stringify({ location: DEFAULT_LOCATION_STRING, address: '', location_id: null }))).toBeNull();
    expect(parseUserSettings(JSON.stringify({ location: '123,456', address: 'x' }))).toEqual({ location: DEFAULT_LOCATION_STRING, address: 'x', location_id: null });
    expect(parseUserSettings('"just a string"')).toBeNull();
  });

  it('bounds the address length', () => {
    expect(parseUserSettings(JSON.stringify({ location: '1,2', address: 'a'.repeat(500) }))?.address).toHaveLength(200);
  });
});
