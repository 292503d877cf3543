import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { Field } from './field.tsx';
import { NativeButton } from './native-button.tsx';
import { NativeSelect } from './native-select.tsx';
import { Notice } from './notice.tsx';
import { OptionButtons } from './option-buttons.tsx';
import { TextInput } from './text-input.tsx';

// The native controls the quote page draws instead of antd's: roles, names, states and the values they hand back.

afterEach(() => {
  document.body.innerHTML = '';
});

describe('OptionButtons', () => {
  const layers = [
    { value: 1, label: '1 layer' },
    { value: 2, label: '2 layers' },
    { value: 4, label: '4 layers', isDisabled: true, title: 'Not for aluminium' },
  ];

  it('is a radio group named by its label, with the chosen value checked and the blocked one disabled', () => {
    render(
      <>
        <span id="layers-label">Layers</span>
        <OptionButtons name="layers" aria-labelledby="layers-label" value={2} options={layers} onChange={() => {}} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Layers' });
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByRole('radio', { name: '2 layers' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '1 layer' }) as HTMLInputElement).checked).toBe(false);
    const blocked = screen.getByRole('radio', { name: '4 layers' }) as HTMLInputElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.closest('label')?.title).toBe('Not for aluminium');
  });

  it('hands back the option value with its type (a number stays a number) and marks an invalid group', () => {
    const onChange = vi.fn();
    render(<OptionButtons name="n" aria-label="Layers" value={2} options={layers} onChange={onChange} isInvalid />);
    fireEvent.click(screen.getByRole('radio', { name: '1 layer' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('radiogroup', { name: 'Layers' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('NativeSelect', () => {
  const thickness = [
    { value: 0.8, label: '0.8 mm' },
    { value: 1.6, label: '1.6 mm' },
    { value: 2, label: '2.0 mm', isDisabled: true },
  ];

  it('is a combobox named by its field label and answers the chosen number', () => {
    const onChange = vi.fn();
    render(
      <Field label="Thickness" htmlFor="t">
        <NativeSelect id="t" value={1.6} options={thickness} onChange={onChange} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Thickness' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('1.6 mm');
    fireEvent.change(select, { target: { value: '0.8' } });
    expect(onChange).toHaveBeenCalledWith(0.8);
    expect((screen.getByRole('option', { name: '2.0 mm' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('shows an unknown value as empty instead of another option, and can be disabled and invalid', () => {
    render(<NativeSelect id="s" value={3.2} options={thickness} onChange={() => {}} isDisabled isInvalid />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('TextInput, Checkbox, Notice and NativeButton', () => {
  it('names the input by its field and marks it invalid', () => {
    const onChange = vi.fn();
    render(
      <Field label="Length (mm)" htmlFor="len" isInvalid>
        <TextInput id="len" value="" isInvalid onChange={(event) => onChange(event.target.value)} />
      </Field>,
    );
    const input = screen.getByLabelText('Length (mm)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '100' } });
    expect(onChange).toHaveBeenCalledWith('100');
  });

  it('toggles a labelled checkbox and keeps a disabled one still', () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox id="ul" checked={false} onChange={onChange}>
          UL mark
        </Checkbox>
        <Checkbox id="hdi" checked={false} onChange={onChange} isDisabled>
          HDI
        </Checkbox>
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'UL mark' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((screen.getByRole('checkbox', { name: 'HDI' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('announces a notice as an alert and closes it by a named button', () => {
    const onClose = vi.fn();
    render(
      <Notice type="warning" title="Shared quote" onClose={onClose} closeLabel="Close this note">
        Some fields were ignored
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Some fields were ignored');
    fireEvent.click(screen.getByRole('button', { name: 'Close this note' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a plain button (never a submit) that a disabled state blocks', () => {
    const onClick = vi.fn();
    render(
      <NativeButton variant="primary" disabled onClick={onClick}>
        Submit order
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
