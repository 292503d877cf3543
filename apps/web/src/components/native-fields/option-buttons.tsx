import type { ReactNode } from 'react';
import './native-fields.css';

/** One option of a group; a disabled one keeps its title (why it is unavailable) as a tooltip. */
export type OptionButton<V extends string | number> = {
  value: V;
  label: ReactNode;
  isDisabled?: boolean;
  title?: string;
};

export type OptionButtonsProps<V extends string | number> = {
  /** The radios' shared name (one group per name, so arrow keys move within it). */
  name: string;
  value: V;
  options: readonly OptionButton<V>[];
  onChange: (value: V) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  isInvalid?: boolean;
  className?: string;
};

/**
 * A radio group drawn as a row of buttons (antd's solid button radios, without antd): native radios, so arrow keys,
 * Space and the accessible names and states come from the browser.
 */
export function OptionButtons<V extends string | number>(props: OptionButtonsProps<V>) {
  const { name, value, options, onChange, id, isInvalid, className } = props;
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={isInvalid || undefined}
      className={['nf-options', isInvalid ? 'nf-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {options.map((option) => {
        const isChecked = option.value === value;
        return (
          <label
            key={String(option.value)}
            title={option.title}
            className={[
              'nf-option',
              isChecked ? 'nf-option-checked' : '',
              option.isDisabled ? 'nf-option-disabled' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              className="nf-option-input"
              name={name}
              value={String(option.value)}
              checked={isChecked}
              disabled={option.isDisabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
