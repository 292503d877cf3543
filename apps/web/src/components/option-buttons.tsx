import { type ReactNode, useId } from 'react';
import './option-buttons.css';

type OptionButton<V extends string> = { value: V; label: ReactNode };

type OptionButtonsProps<V extends string> = {
  options: readonly OptionButton<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** Accessible name of the group (or `labelledBy`). */
  label?: string;
  labelledBy?: string;
  className?: string;
};

/**
 * A row of option buttons on native radio inputs (the look of antd's solid button radios, without antd): the public
 * pages' first view carries no antd (docs/performance.md). Arrow keys move within the group as in any radio group.
 */
export function OptionButtons<V extends string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
  className,
}: OptionButtonsProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={['option-buttons', className].filter(Boolean).join(' ')}
    >
      {options.map((option) => {
        const isChecked = option.value === value;
        return (
          <label key={option.value} className={`option-button${isChecked ? ' is-checked' : ''}`}>
            <input
              type="radio"
              className="option-button-input"
              name={name}
              value={option.value}
              checked={isChecked}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
