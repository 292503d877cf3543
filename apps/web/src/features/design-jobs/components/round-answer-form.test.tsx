import type { DesignRoundView } from '@boardforge/contracts/design-job-views.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { RoundAnswerForm } from './round-answer-form.tsx';

const round: DesignRoundView = {
  number: 1,
  deliveredAt: '2026-11-20T02:00:00.000Z',
  files: [
    {
      fileId: '00000000-0000-4000-8000-000000000001',
      name: 'layout-r1.pdf',
      sizeBytes: 1200,
      kind: 'layoutPdf',
      place: 'round',
      round: 1,
      uploadedAt: '2026-11-20T02:00:00.000Z',
      url: '/api/design/file/content?fileId=00000000-0000-4000-8000-000000000001',
    },
  ],
  answer: null,
  isReplaced: false,
};

setUpPageTests();

describe('<RoundAnswerForm>', { timeout: 30_000 }, () => {
  it('approves the round, or sends a change request once its comment is filled in', async () => {
    const onAnswer = vi.fn(async () => {});
    renderWithProviders(
      <RoundAnswerForm round={round} canApprove canRequestChanges isBusy={false} onAnswer={onAnswer} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve this round' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'approve' });

    fireEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the change request' }));
    expect(await screen.findByText('Please fill in What should change')).toBeTruthy();
    expect(onAnswer).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('What should change'), { target: { value: 'Move U3 left.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the change request' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'requestChanges', comment: 'Move U3 left.' }),
    );
  });

  it('shows only the answers the server allows', () => {
    renderWithProviders(
      <RoundAnswerForm round={round} canApprove={false} canRequestChanges isBusy={false} onAnswer={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Approve this round' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for changes' })).toBeTruthy();
  });
});
