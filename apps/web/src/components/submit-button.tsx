import { Form } from 'antd';
import { DebounceButton, type DebounceButtonProps } from './debounce-button.tsx';

/**
 * A form's submit button that ignores a second click for a second (DebounceButton). It submits through
 * the form instance: a native submit button disabled during its own click would not submit at all. A
 * hidden native one keeps Enter-to-submit working.
 */
export function SubmitButton(props: Omit<DebounceButtonProps, 'htmlType' | 'onClick'>) {
  const form = Form.useFormInstance();
  return (
    <>
      <DebounceButton {...props} htmlType="button" onClick={() => form.submit()} />
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </>
  );
}
