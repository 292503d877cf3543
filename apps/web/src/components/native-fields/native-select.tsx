import './native-fields.css';

/** One option of a drop-down; a disabled one keeps its title (why it is unavailable). */
export type SelectOption<V extends string | number> = {
  value: V;
  label: string;
  isDisabled?: boolean;
  title?: string;
};

export type NativeSelectProps<V extends string | number> = {
  id: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  'aria-describedby'?: string;
};

/**
 * A `<select>` styled like antd's Select: the phone's own picker, keyboard and screen-reader support from the browser.
 * Values may be numbers: the chosen option's text value is matched back to the value it was written from.
 */
export function NativeSelect<V extends string | number>(props: NativeSelectProps<V>) {
  const { id, value, options, onChange, isDisabled, isInvalid } = props;
  const isKnown = options.some((option) => option.value === value);
  return (
    <select
      id={id}
      className={isInvalid ? 'nf-select nf-invalid' : 'nf-select'}
      value={isKnown ? String(value) : ''}
      disabled={isDisabled}
      aria-invalid={isInvalid || undefined}
      aria-describedby={props['aria-describedby']}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {/* A value the options do not hold (an old session) shows as empty rather than as another option. */}
      {isKnown ? null : <option value="" disabled hidden />}
      {options.map((option) => (
        <option
          key={String(option.value)}
          value={String(option.value)}
          disabled={option.isDisabled}
          title={option.title}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}
