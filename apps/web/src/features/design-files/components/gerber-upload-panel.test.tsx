import type { GerberUploadAnswer } from '@boardforge/contracts/files.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareUiTest } from '../../../test/page-test.tsx';
import { GerberUploadPanel } from './gerber-upload-panel.tsx';

const answer: GerberUploadAnswer = {
  fileId: '3b4c7f2f-c1ee-4a16-bf7f-5a4cde35cfc5',
  fileName: 'freeduino.zip',
  size: 115_376,
  analysis: {
    widthMm: 75.31,
    heightMm: 53.44,
    layers: 2,
    files: [
      { name: 'freeduino.cmp', role: 'topCopper' },
      { name: 'freeduino.drd', role: 'drill' },
    ],
    drills: 176,
    minHoleMm: 0.6,
    sizeSource: 'extent',
    warnings: ['No board outline layer was found; the size is estimated from the extent of all layers.'],
  },
  previewTop: '/api/file/preview?fileId=3b4c7f2f-c1ee-4a16-bf7f-5a4cde35cfc5&side=top',
  previewBottom: '/api/file/preview?fileId=3b4c7f2f-c1ee-4a16-bf7f-5a4cde35cfc5&side=bottom',
};

/** A stand-in XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader() {
    return 'application/json';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

function Harness({ solderMask, onAnswer }: { solderMask: string; onAnswer: (a: GerberUploadAnswer | null) => void }) {
  const [value, setValue] = useState<GerberUploadAnswer | null>(null);
  return (
    <GerberUploadPanel
      solderMask={solderMask}
      value={value}
      onChange={(next) => {
        setValue(next);
        onAnswer(next);
      }}
    />
  );
}

function renderPanel(solderMask = 'blue') {
  const onAnswer = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness solderMask={solderMask} onAnswer={onAnswer} />
    </QueryClientProvider>,
  );
  const rerenderWith = (mask: string) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness solderMask={mask} onAnswer={onAnswer} />
      </QueryClientProvider>,
    );
  return { onAnswer, rerenderWith };
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('.design-drop-input')!;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The request the mutation sends (a tick after the file is chosen). */
async function waitForUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

beforeEach(async () => {
  await prepareUiTest();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<GerberUploadPanel>', { timeout: 60_000 }, () => {
  it('refuses another type and a zip over 50 MB before uploading, naming the limit', async () => {
    renderPanel();
    chooseFile(new File(['x'], 'board.rar'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“board.rar” is not accepted: choose a .zip file.',
    );

    const big = new File(['x'], 'board.zip');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    chooseFile(big);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '“board.zip” is 50.01 MiB; files may be at most 50 MiB (1 MiB = 1 048 576 bytes).',
      ),
    );
    chooseFile(new File([], 'empty.zip'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('“empty.zip” is empty.'));
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads with the solder mask, shows progress, then the analysis; Remove clears it', async () => {
    const { onAnswer, rerenderWith } = renderPanel('blue');
    chooseFile(new File(['PK'], 'freeduino.zip'));
    const xhr = await waitForUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/uploadGerber');
    expect(xhr.timeout).toBeGreaterThan(20_000);
    expect(xhr.body!.get('solderMask')).toBe('blue');
    expect((xhr.body!.get('file') as File).name).toBe('freeduino.zip');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('Uploading freeduino.zip — 40 %')).toBeTruthy();
    act(() => xhr.progress(100, 100));
    expect(await screen.findByText(/Reading freeduino\.zip/)).toBeTruthy();

    act(() => xhr.respond(200, { code: '200', msg: 'OK', data: answer }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(answer));
    // The analysis view is its own chunk, with the antd scope (fetched after the upload): it comes after the answer,
    // once both modules are loaded (20 s and more the first time on a loaded 2-core machine).
    expect(await screen.findByText('75.31 × 53.44 mm', {}, { timeout: 50_000 })).toBeTruthy();
    expect(screen.getByText('estimated from the copper extent')).toBeTruthy();
    expect(screen.getByText('2 layers')).toBeTruthy();
    expect(screen.getByText('176')).toBeTruthy();
    expect(screen.getByText('0.60 mm')).toBeTruthy();
    expect(screen.getByText(answer.analysis.warnings[0]!)).toBeTruthy();
    const top = screen.getByAltText('Top side of freeduino.zip');
    expect(top.getAttribute('src')).toBe(answer.previewTop);
    expect(screen.getByAltText('Bottom side of freeduino.zip').getAttribute('src')).toBe(answer.previewBottom);

    // The server draws previews once: a later colour is stated beside them.
    rerenderWith('red');
    expect(
      await screen.findByText('The previews are drawn in blue solder mask; your board will be made in red.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(null));
    expect(screen.getByRole('button', { name: 'Upload Gerber zip' })).toBeTruthy();
  });

  it.each([
    [400, 'The archive contains an unsafe path "../evil.gbr" (absolute or with ..).'],
    [413, 'The file is larger than the limit of 50 MiB.'],
    [415, 'Unsupported file type "board.zip"; allowed: .zip.'],
    [429, 'Too many uploads; try again in an hour.'],
  ])("shows the server's refusal %i with its message", async (status, msg) => {
    const { onAnswer } = renderPanel();
    chooseFile(new File(['PK'], 'board.zip'));
    const xhr = await waitForUpload();
    act(() => xhr.respond(status, { code: String(status), msg, data: null }));
    expect((await screen.findByRole('alert')).textContent).toContain(msg);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload Gerber zip' }).hasAttribute('disabled')).toBe(false);
  });
});
