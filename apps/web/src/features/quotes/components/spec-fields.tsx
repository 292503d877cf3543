import { Checkbox, Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';

// A number typed as text has no string schema behind it (the contracts bound its value), so this length is the form's.
const numberTextMaxLength = 12;

/** One choice of a field; `reason` (already worded) makes it disabled and is shown under the field. */
export type FieldChoice<V extends string | number> = { value: V; label: string; reason?: string | null };

type FieldFrame = {
  id: string;
  label: string;
  /** Messages beside the field, in the UI language; any message marks the field invalid. */
  errors?: readonly string[];
  /** Help shown under the field (disabled-option reasons, notes). */
  help?: ReactNode;
  /** Warnings (not errors) shown under the field. */
  warning?: ReactNode;
};

function FieldNotes({ id, errors, help, warning }: Pick<FieldFrame, 'id' | 'errors' | 'help' | 'warning'>) {
  const hasErrors = (errors?.length ?? 0) > 0;
  if (!hasErrors && !help && !warning) return null;
  return (
    <div id={`${id}-notes`} className="spec-field-notes">
      {errors?.map((message) => (
        <div key={message} className="spec-field-error">
          {message}
        </div>
      ))}
      {warning ? <div className="spec-field-warning">{warning}</div> : null}
      {help ? <div className="spec-field-help">{help}</div> : null}
    </div>
  );
}

function listReasons<V extends string | number>(choices: readonly FieldChoice<V>[]): ReactNode {
  const blocked = choices.filter((choice) => choice.reason);
  if (blocked.length === 0) return null;
  return (
    <ul className="spec-field-reasons">
      {blocked.map((choice) => (
        <li key={String(choice.value)}>
          <strong>{choice.label}</strong>: {choice.reason}
        </li>
      ))}
    </ul>
  );
}

function describedBy(frame: FieldFrame, extra?: ReactNode): string | undefined {
  return (frame.errors?.length ?? 0) > 0 || frame.help || frame.warning || extra ? `${frame.id}-notes` : undefined;
}

/** A number typed as text (kept exactly as typed), with its messages beside it. */
export function TextNumberField(
  props: FieldFrame & { value: string; onChange: (value: string) => void; isDecimal?: boolean },
) {
  const { id, label, errors, value, onChange, isDecimal = true } = props;
  const isInvalid = (errors?.length ?? 0) > 0;
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={isInvalid ? 'error' : undefined} className="spec-field">
      <Input
        id={id}
        value={value}
        inputMode={isDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={numberTextMaxLength}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes {...props} />
    </Form.Item>
  );
}

/** Free text (order numbers, remarks). */
export function TextField(
  props: FieldFrame & { value: string; onChange: (value: string) => void; isMultiline?: boolean; maxLength: number },
) {
  const { id, label, errors, value, onChange, isMultiline, maxLength } = props;
  const isInvalid = (errors?.length ?? 0) > 0;
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy(props),
  };
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={isInvalid ? 'error' : undefined} className="spec-field">
      {isMultiline ? (
        <Input.TextArea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldNotes {...props} />
    </Form.Item>
  );
}

/** Option buttons (a radio group named by its label); unavailable options are disabled with their reason below. */
export function ChoiceField<V extends string | number>(
  props: FieldFrame & { value: V; choices: readonly FieldChoice<V>[]; onChange: (value: V) => void },
) {
  const { id, label, errors, value, choices, onChange, help } = props;
  const reasons = listReasons(choices);
  const isInvalid = (errors?.length ?? 0) > 0;
  const labelId = `${id}-label`;
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      validateStatus={isInvalid ? 'error' : undefined}
      className="spec-field"
    >
      <Radio.Group
        id={id}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy(props, reasons)}
        aria-invalid={isInvalid || undefined}
        optionType="button"
        buttonStyle="solid"
        value={value}
        className="spec-choices"
        onChange={(event) => onChange(event.target.value as V)}
      >
        {choices.map((choice) => (
          <Radio.Button
            key={String(choice.value)}
            value={choice.value}
            disabled={Boolean(choice.reason)}
            title={choice.reason ?? undefined}
          >
            {choice.label}
          </Radio.Button>
        ))}
      </Radio.Group>
      <FieldNotes
        {...props}
        help={
          reasons || help ? (
            <>
              {help}
              {reasons}
            </>
          ) : null
        }
      />
    </Form.Item>
  );
}

/** A drop-down for long option lists; unavailable options are disabled with their reason below. */
export function SelectField<V extends string | number>(
  props: FieldFrame & {
    value: V;
    choices: readonly FieldChoice<V>[];
    onChange: (value: V) => void;
    isDisabled?: boolean;
  },
) {
  const { id, label, errors, value, choices, onChange, isDisabled, help } = props;
  const reasons = listReasons(choices);
  const isInvalid = (errors?.length ?? 0) > 0;
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={isInvalid ? 'error' : undefined} className="spec-field">
      <Select<V>
        id={id}
        value={value}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(props, reasons)}
        options={choices.map((choice) => ({
          value: choice.value,
          label: choice.label,
          disabled: Boolean(choice.reason),
          title: choice.reason ?? choice.label,
        }))}
        onChange={(next) => onChange(next)}
        popupMatchSelectWidth={false}
      />
      <FieldNotes
        {...props}
        help={
          reasons || help ? (
            <>
              {help}
              {reasons}
            </>
          ) : null
        }
      />
    </Form.Item>
  );
}

/** A yes/no option as a labelled checkbox. */
export function CheckField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: ReactNode;
}) {
  const { id, label, checked, onChange, help } = props;
  return (
    <div className="spec-check">
      <Checkbox
        id={id}
        checked={checked}
        aria-describedby={help ? `${id}-notes` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        {label}
      </Checkbox>
      {help ? (
        <div id={`${id}-notes`} className="spec-field-help">
          {help}
        </div>
      ) : null}
    </div>
  );
}

/** A set of checkboxes (special processes); unavailable ones are disabled with their reason below. */
export function CheckGroupField<V extends string>(
  props: FieldFrame & { value: readonly V[]; choices: readonly FieldChoice<V>[]; onChange: (value: V[]) => void },
) {
  const { id, label, value, choices, onChange, errors } = props;
  const reasons = listReasons(choices);
  const labelId = `${id}-label`;
  const isInvalid = (errors?.length ?? 0) > 0;
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      validateStatus={isInvalid ? 'error' : undefined}
      className="spec-field"
    >
      <fieldset aria-labelledby={labelId} aria-describedby={describedBy(props, reasons)} className="spec-checks">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            id={`${id}-${choice.value}`}
            checked={value.includes(choice.value)}
            disabled={Boolean(choice.reason) && !value.includes(choice.value)}
            title={choice.reason ?? undefined}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, choice.value] : value.filter((entry) => entry !== choice.value),
              )
            }
          >
            {choice.label}
          </Checkbox>
        ))}
      </fieldset>
      <FieldNotes {...props} help={reasons} />
    </Form.Item>
  );
}
