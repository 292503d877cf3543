import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/native-fields/checkbox.tsx';
import { Field } from '../../../components/native-fields/field.tsx';
import { NativeSelect } from '../../../components/native-fields/native-select.tsx';
import { OptionButtons } from '../../../components/native-fields/option-buttons.tsx';
import { TextArea, TextInput } from '../../../components/native-fields/text-input.tsx';

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
    <Field label={label} htmlFor={id} isInvalid={isInvalid} className="spec-field">
      <TextInput
        id={id}
        value={value}
        inputMode={isDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={numberTextMaxLength}
        isInvalid={isInvalid}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes {...props} />
    </Field>
  );
}

/** Free text (order numbers, remarks). */
export function TextField(
  props: FieldFrame & { value: string; onChange: (value: string) => void; isMultiline?: boolean; maxLength: number },
) {
  const { id, label, errors, value, onChange, isMultiline, maxLength } = props;
  const isInvalid = (errors?.length ?? 0) > 0;
  const common = { id, value, maxLength, isInvalid, 'aria-describedby': describedBy(props) };
  return (
    <Field label={label} htmlFor={id} isInvalid={isInvalid} className="spec-field">
      {isMultiline ? (
        <TextArea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextInput {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldNotes {...props} />
    </Field>
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
    <Field label={label} labelId={labelId} isInvalid={isInvalid} className="spec-field">
      <OptionButtons<V>
        id={id}
        name={id}
        aria-labelledby={labelId}
        aria-describedby={describedBy(props, reasons)}
        isInvalid={isInvalid}
        value={value}
        className="spec-choices"
        options={choices.map((choice) => ({
          value: choice.value,
          label: choice.label,
          isDisabled: Boolean(choice.reason),
          title: choice.reason ?? undefined,
        }))}
        onChange={onChange}
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
    </Field>
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
    <Field label={label} htmlFor={id} isInvalid={isInvalid} className="spec-field">
      <NativeSelect<V>
        id={id}
        value={value}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        aria-describedby={describedBy(props, reasons)}
        options={choices.map((choice) => ({
          value: choice.value,
          label: choice.label,
          isDisabled: Boolean(choice.reason),
          title: choice.reason ?? choice.label,
        }))}
        onChange={onChange}
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
    </Field>
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
      <Checkbox id={id} checked={checked} aria-describedby={help ? `${id}-notes` : undefined} onChange={onChange}>
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
    <Field label={label} labelId={labelId} isInvalid={isInvalid} className="spec-field">
      <fieldset aria-labelledby={labelId} aria-describedby={describedBy(props, reasons)} className="spec-checks">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            id={`${id}-${choice.value}`}
            checked={value.includes(choice.value)}
            isDisabled={Boolean(choice.reason) && !value.includes(choice.value)}
            title={choice.reason ?? undefined}
            onChange={(isChecked) =>
              onChange(isChecked ? [...value, choice.value] : value.filter((entry) => entry !== choice.value))
            }
          >
            {choice.label}
          </Checkbox>
        ))}
      </fieldset>
      <FieldNotes {...props} help={reasons} />
    </Field>
  );
}
