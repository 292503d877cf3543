import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders, setUpPageTests } from '../../test/page-test.tsx';
import { FormModal, ModalForm } from './form-modal.tsx';

setUpPageTests();

type Values = { referenceCode: string };
type Subject = { orderNo: string };

function NoteDialog({ subject, onSubmit }: { subject: Subject | null; onSubmit: (values: Values) => Promise<void> }) {
  return (
    <FormModal subject={subject} title="Verify" onClose={() => undefined}>
      {(record) => <NoteForm record={record} onSubmit={onSubmit} />}
    </FormModal>
  );
}

function NoteForm({ record, onSubmit }: { record: Subject; onSubmit: (values: Values) => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      initialValues={{ referenceCode: '' }}
      summary={<p>Order {record.orderNo}</p>}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      isSubmitting={false}
      labels={{ failed: 'Not recorded', cancel: 'Cancel', submit: 'Record' }}
    >
      <Form.Item name="referenceCode" label="Reference code">
        <Input />
      </Form.Item>
    </ModalForm>
  );
}

describe('<FormModal> and <ModalForm>', () => {
  it('stays closed without a record and sends the values of an open one', async () => {
    const onSubmit = vi.fn(async (_values: Values) => undefined);
    const { rerender } = renderWithProviders(<NoteDialog subject={null} onSubmit={onSubmit} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<NoteDialog subject={{ orderNo: 'BF1' }} onSubmit={onSubmit} />);
    expect(await screen.findByText('Order BF1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reference code'), { target: { value: 'BF23456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ referenceCode: 'BF23456789' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("marks the fields a 400 names and shows any other refusal's sentence above the form", async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError('400', 'Invalid', { errors: [{ field: 'referenceCode', message: 'Unknown code' }] }),
      )
      .mockRejectedValueOnce(new ApiError('409', 'Already verified'));
    renderWithProviders(<NoteDialog subject={{ orderNo: 'BF2' }} onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Unknown code')).toBeTruthy();
    expect(screen.queryByText('Not recorded')).toBeNull();
    // The screen's buttons take a second click at once (renderWithProviders: ClickBlockMsContext 0).
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const alert = await screen.findByText('Already verified');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Not recorded');
  });
});
