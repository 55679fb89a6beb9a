import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type SlotProps = {
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
  inputLabel?: Partial<InputLabelProps>;
  input?: Partial<OutlinedInputProps>;
  formHelperText?: Partial<FormHelperTextProps>;
};

export type TextInputProps = Omit<TextFieldProps, 'select' | 'slotProps' | 'slots' | 'variant' | 'children' | 'SelectProps'> & { slotProps?: SlotProps };

/**
 * MUI's outlined TextField without its `select` mode: the same markup (FormControl.MuiTextField-root > InputLabel +
 * OutlinedInput + FormHelperText), ids, classes and ARIA. TextField itself imports Select, which brings Menu, Popover
 * and Modal (~12 KB gzip) into the first load of every page with a text box; pages that need a select keep TextField.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(props, ref) {
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...other
  } = props;
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { htmlInput, inputLabel, input, formHelperText } = slotProps;
  return (
    <FormControl
      {...(other as object)}
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
        {...input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
});
