import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadImage } from '../../api/upload-image.ts';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders, setUpPageTests } from '../../test/page-test.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

// This file mocks a module, so it runs in the isolated project (web-motion): in project web (isolate: false) another
// file may load the field first with the real uploadImage, and the mock never reaches it (failed in CI on PostgreSQL).
vi.mock('../../api/upload-image.ts', () => ({ uploadImage: vi.fn() }));
const uploadMock = vi.mocked(uploadImage);

setUpPageTests();

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('<ImageUploadField>', () => {
  it('refuses another type or an oversized file before sending, naming the limit', async () => {
    uploadMock.mockReset();
    const { container } = renderWithProviders(<ImageUploadField />);
    choose(container, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only JPEG, PNG or WebP images are accepted');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    choose(container, big);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('larger than the limit of 5 MB'));
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('words a server refusal by its reason with the limits, and stores the URL of an accepted image', async () => {
    uploadMock.mockReset();
    uploadMock.mockRejectedValue(new ApiError('400', 'server words', { reason: 'field.invalid' }));
    const onChange = vi.fn();
    const { container } = renderWithProviders(<ImageUploadField onChange={onChange} />);
    choose(container, new File(['png'], 'x.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('32–6000 pixels a side and at most 25 megapixels');
    const id = '00000000-0000-4000-8000-000000000001';
    uploadMock.mockResolvedValue({
      id,
      url: `/api/images/${id}`,
      thumbnailUrl: `/api/images/${id}/thumbnail`,
      width: 64,
      height: 64,
    });
    choose(container, new File(['png'], 'y.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(`/api/images/${id}`));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
