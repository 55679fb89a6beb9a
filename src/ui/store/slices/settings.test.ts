import { describe, expect, it } from 'vitest';
import {
  flattenSettings,
  initialSettingsState,
  resetSettings,
  selectSettingValue,
  setAddress,
  setLocation,
  setLocationId,
  settingsReducer as reduce,
  updateSettings,
} from './settings';

describe('settings slice', () => {
  it('starts at the default location with nothing else set', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      location: '38.9120424,-77.035308',
      address: '',
      location_id: null,
      values: {},
    });
  });

  it('updateSettings merges fields and server values key by key', () => {
    const first = reduce(initialSettingsState, updateSettings({ address: 'Main St 1', values: { ui_type: '2' } }));
    const next = reduce(first, updateSettings({ values: { group_order: '1' } }));
    expect(next).toEqual({ ...initialSettingsState, address: 'Main St 1', values: { ui_type: '2', group_order: '1' } });
  });

  it('resetSettings keeps only the location', () => {
    const filled = reduce(
      initialSettingsState,
      updateSettings({ location: '1,2', address: 'Main St 1', location_id: '9', values: { ui_type: '3' } }),
    );
    expect(reduce(filled, resetSettings())).toEqual({ ...initialSettingsState, location: '1,2' });
  });

  it('setLocation stores the "lat,lng" string', () => {
    expect(reduce(initialSettingsState, setLocation('40.1,-70.2')).location).toBe('40.1,-70.2');
  });

  it('setAddress stores the address text', () => {
    expect(reduce(initialSettingsState, setAddress('Elm St 5')).address).toBe('Elm St 5');
  });

  it('setLocationId stores and clears the saved address id', () => {
    const set = reduce(initialSettingsState, setLocationId('42'));
    expect(set.location_id).toBe('42');
    expect(reduce(set, setLocationId(null)).location_id).toBeNull();
  });

  it('flattenSettings turns server rows into a string map', () => {
    expect(flattenSettings([{ key: 'ui_type', value: 2 }, { key: 'footer_text', value: null }])).toEqual({
      ui_type: '2',
      footer_text: '',
    });
  });

  it('selectSettingValue reads one server setting', () => {
    const settings = reduce(initialSettingsState, updateSettings({ values: { ui_type: '4' } }));
    expect(selectSettingValue({ settings }, 'ui_type')).toBe('4');
    expect(selectSettingValue({ settings }, 'missing')).toBeUndefined();
  });
});
