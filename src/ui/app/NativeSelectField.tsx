import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  size?: 'small' | 'medium';
  /** Attributes of the <select> itself (data-testid, dir…). */
  selectProps?: SelectHTMLAttributes<HTMLSelectElement> & Record<string, unknown>;
  children: ReactNode;
}

/**
 * An outlined native select, as `<TextField select slotProps={{ select: { native: true } }}>` draws it, without
 * TextField: that imports the non-native Select with Menu, Popover and Modal (~12 KB gzip of the page's first load).
 */
export function NativeSelectField({ label, value, onChange, size, selectProps, children }: Props) {
  const id = useId();
  return (
    <FormControl className="MuiTextField-root" variant="outlined" size={size}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={onChange} input={<OutlinedInput label={label} />} inputProps={selectProps}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
