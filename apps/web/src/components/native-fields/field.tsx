import type { ReactNode } from 'react';
import './native-fields.css';

export type FieldProps = {
  label: ReactNode;
  /** The control the label names (an input or select); groups give labelId instead and name themselves by it. */
  htmlFor?: string;
  labelId?: string;
  isInvalid?: boolean;
  className?: string;
  children: ReactNode;
};

/** A form field: its label above the control (antd's vertical form item), red when the field is invalid. */
export function Field({ label, htmlFor, labelId, isInvalid, className, children }: FieldProps) {
  return (
    <div className={['nf-field', isInvalid ? 'nf-field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="nf-field-label">
        {htmlFor ? (
          <label htmlFor={htmlFor} id={labelId}>
            {label}
          </label>
        ) : (
          <span id={labelId}>{label}</span>
        )}
      </div>
      {children}
    </div>
  );
}
