import { createSlice, type PayloadAction } from '../create-slice';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';

/** Stored user settings: chosen location and address plus the server settings flattened to key/value. */
export interface SettingsState {
  /** "lat,lng" as the API expects it. */
  location: string;
  address: string;
  location_id: string | null;
  values: Record<string, string>;
}

export type SettingsUpdate = Partial<Omit<SettingsState, 'values'>> & { values?: Record<string, string> };

export const initialSettingsState: SettingsState = {
  location: DEFAULT_LOCATION_STRING,
  address: '',
  location_id: null,
  values: {},
};

/** `rest/settings` answers rows of {key, value}; the UI reads them as one string map. */
export function flattenSettings(rows: ReadonlyArray<{ key: string; value: unknown }>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const { key, value } of rows) flat[key] = value == null ? '' : String(value);
  return flat;
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    /** Merges: fields given replace, `values` are merged key by key so one setting never wipes the others. */
    updateSettings(state, action: PayloadAction<SettingsUpdate>) {
      const { values, ...fields } = action.payload;
      Object.assign(state, fields);
      if (values) state.values = { ...state.values, ...values };
    },
    /** Logout forgets everything but where the user is, so the shop list still makes sense. */
    resetSettings(state) {
      return { ...initialSettingsState, location: state.location };
    },
    setLocation(state, action: PayloadAction<string>) {
      state.location = action.payload;
    },
    setAddress(state, action: PayloadAction<string>) {
      state.address = action.payload;
    },
    setLocationId(state, action: PayloadAction<string | null>) {
      state.location_id = action.payload;
    },
  },
  selectors: {
    selectSettings: (state) => state,
    selectLocation: (state) => state.location,
    selectAddress: (state) => state.address,
    selectLocationId: (state) => state.location_id,
    selectSettingValue: (state, key: string): string | undefined => state.values[key],
  },
});

export const { updateSettings, resetSettings, setLocation, setAddress, setLocationId } = settingsSlice.actions;
export const { selectSettings, selectLocation, selectAddress, selectLocationId, selectSettingValue } =
  settingsSlice.selectors;
export const settingsReducer = settingsSlice.reducer;
export default settingsSlice;
