import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './native-fields.css';

type InvalidFlag = { isInvalid?: boolean };

/** A native text input in antd's look (32 px, rounded, brand-coloured focus ring; red when invalid). */
export function TextInput({ isInvalid, className, ...props }: InputHTMLAttributes<HTMLInputElement> & InvalidFlag) {
  return (
    <input
      type="text"
      {...props}
      aria-invalid={isInvalid || props['aria-invalid'] || undefined}
      className={['nf-input', isInvalid ? 'nf-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}

/** A native multi-line text box in the same look. */
export function TextArea({
  isInvalid,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & InvalidFlag) {
  return (
    <textarea
      {...props}
      aria-invalid={isInvalid || props['aria-invalid'] || undefined}
      className={['nf-input', 'nf-textarea', isInvalid ? 'nf-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
