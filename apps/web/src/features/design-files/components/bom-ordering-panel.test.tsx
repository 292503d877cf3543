import type { MatchBomAnswer } from '@boardforge/contracts/bom-matching.ts';
import type { BomLineAnswer, BomUploadAnswer } from '@boardforge/contracts/files.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, refreshSession } from '../../../lib/session.ts';
import { prepareUiTest } from '../../../test/page-test.tsx';
import { readBomOrderingState } from '../hooks/use-bom-ordering-state.ts';
import { BomOrderingPanel, type BomOrderingState, buildBomOrderingState } from './bom-ordering-panel.tsx';

const fileId = '6f1c2f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f';

function bomLine(rowNumber: number, fields: Partial<BomLineAnswer>): BomLineAnswer {
  return {
    rowNumber,
    designator: null,
    quantity: null,
    quantitySource: null,
    mpn: null,
    manufacturer: null,
    package: null,
    value: null,
    description: null,
    supplierPartNumber: null,
    dnp: false,
    isPassive: false,
    formulaFields: [],
    raw: {},
    ...fields,
  };
}

const columns = ['Parts', 'Qty', 'Device', 'Mfg'];

const firstAnswer: BomUploadAnswer = {
  fileId,
  fileName: 'rf-board.xls',
  size: 20_480,
  sheetName: 'Sheet1',
  headerRow: 1,
  columns,
  // "Mfg" was taken for the MPN: the customer corrects it.
  mapping: { designator: 'Parts', quantity: 'Qty', mpn: 'Mfg' },
  dataList: [
    bomLine(2, {
      designator: 'C29,C30',
      quantity: 2,
      quantitySource: 'column',
      mpn: 'Samsung',
      raw: { Parts: 'C29,C30', Qty: '2', Device: 'CL05C100JB5NNNC', Mfg: 'Samsung' },
    }),
    bomLine(3, {
      designator: 'U1',
      quantity: 1,
      quantitySource: 'column',
      mpn: 'Murata',
      raw: { Parts: 'U1', Qty: '1', Device: 'LMX2592', Mfg: 'Murata' },
    }),
  ],
  lineCount: 2,
};

const remappedAnswer: BomUploadAnswer = {
  ...firstAnswer,
  mapping: { designator: 'Parts', quantity: 'Qty', mpn: 'Device', manufacturer: 'Mfg' },
  dataList: [
    { ...firstAnswer.dataList[0]!, mpn: 'CL05C100JB5NNNC', manufacturer: 'Samsung' },
    { ...firstAnswer.dataList[1]!, mpn: 'LMX2592', manufacturer: 'Murata' },
  ],
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function logInAsClient(): void {
  const userInfo = { uid: 'u1', nickname: '138****8123', phonenumber: '13800138123', avatarurl: '', userscore: 50 };
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the readable session cookies the server would set
  document.cookie = `userInfo=${encodeURIComponent(JSON.stringify(userInfo))}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'role=client; path=/';
  refreshSession();
}

function Harness({
  initial,
  onState,
}: {
  initial: BomOrderingState | null;
  onState: (s: BomOrderingState | null) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <BomOrderingPanel
      value={state}
      onChange={(next) => {
        setState(next);
        onState(next);
      }}
    />
  );
}

function renderPanel(initial: BomOrderingState | null, onState = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(wrap(<Harness initial={initial} onState={onState} />));
  return onState;
}

/** Opens an antd Select by its label and picks an option (each select's popup is appended on first open). */
async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
  const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
  const popup = popups[popups.length - 1]!;
  const choice = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (element) => element.getAttribute('title') === option,
  );
  expect(choice).toBeDefined();
  fireEvent.click(choice!);
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

// The catalogue match of the first answer for its sets: C29,C30 priced and in stock, U1 not in the catalogue.
function buildMatchAnswer(sets: number): MatchBomAnswer {
  const none = { matchedBy: null, part: null, buyQuantity: null, unitPrice: null, extendedPrice: null };
  return {
    fileId,
    sets,
    runMode: sets <= 50 ? 'sample' : 'batch',
    lines: [
      {
        rowNumber: 2,
        designator: 'C29,C30',
        mpn: 'CL05B104KO5NNNC',
        manufacturer: 'Samsung',
        quantityPerSet: 2,
        needQuantity: 2 * sets + 15,
        spares: 15,
        status: 'priced',
        matchedBy: 'mpn',
        part: { id: 'part-1', mpn: 'CL05B104KO5NNNC', manufacturer: 'Samsung', package: '0402' },
        buyQuantity: 100,
        unitPrice: 0.0035,
        extendedPrice: 0.35,
        available: 5000,
        stock: 'inStock',
      },
      {
        rowNumber: 3,
        designator: 'U1',
        mpn: 'LMX2592RHAT',
        manufacturer: 'TI',
        quantityPerSet: 1,
        needQuantity: sets,
        spares: 0,
        status: 'notFound',
        ...none,
        available: null,
        stock: null,
      },
    ],
    summary: {
      lineCount: 2,
      pricedCount: 1,
      noPriceCount: 0,
      notFoundCount: 1,
      noQuantityCount: 0,
      dnpCount: 0,
      inStockCount: 1,
      shortCount: 0,
      isAllPriced: false,
      pricedTotal: 0.35,
    },
  };
}

/** Answers POST /api/file/matchBom with the match above; every other call with `other` (or fails it). */
function routeFetch(other?: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/file/matchBom') {
      const { sets } = JSON.parse(String(init?.body)) as { sets: number };
      return jsonResponse({ code: '200', msg: 'OK', data: buildMatchAnswer(sets) });
    }
    if (other) return other();
    throw new Error(`unexpected request ${String(url)}`);
  });
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(async () => {
  await prepareUiTest();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  routeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// antd renders slowly in the test DOM (a full table and ten selects): more than the default 5 s.
describe('<BomOrderingPanel>', { timeout: 60_000 }, () => {
  it('asks visitors to log in and returns them to the BOM tab', () => {
    clearSession();
    renderPanel(null);
    expect(screen.getByText('Log in to upload your BOM')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fvaluation%3Ftab%3Dbom');
    expect(screen.queryByRole('button', { name: 'Upload BOM' })).toBeNull();
  });

  it('refuses a file of another type or of 20 MB before uploading, naming the limit', async () => {
    logInAsClient();
    renderPanel(null);
    const input = document.querySelector<HTMLInputElement>('.design-drop-input')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'parts.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“parts.pdf” is not accepted: choose a .xls, .xlsx, .csv file.',
    );

    const big = new File(['x'], 'parts.xlsx');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '“parts.xlsx” is 20.00 MiB; files must be smaller than 20 MiB (1 MiB = 1 048 576 bytes).',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each line matched against the catalogue and tells that a line to quote makes an inquiry', async () => {
    logInAsClient();
    renderPanel(buildBomOrderingState(firstAnswer, { sets: 10, purchaseRemark: '' }));
    const match = await screen.findByTestId('bom-catalogue-match');
    expect(await within(match).findByText('Matched, priced')).toBeTruthy();
    expect(within(match).getByText('Not found')).toBeTruthy();
    expect(within(match).getByText('In stock (5000)')).toBeTruthy();
    expect(within(match).getByText(/1 line needs a quote from our buyers/)).toBeTruthy();
    expect(JSON.parse(String(callsTo('/api/file/matchBom')[0]?.[1]?.body))).toEqual({ fileId, sets: 10 });
  });

  it('shows purchase quantities with spares and recalculates them for the BOM sets', async () => {
    logInAsClient();
    const onState = renderPanel(buildBomOrderingState(firstAnswer, { sets: 10, purchaseRemark: '' }));
    const rows = () => screen.getAllByRole('row').slice(1);
    // C29,C30: 2 × 10 + 15 spares (sample); U1: 1 × 10, no spares.
    expect(within(rows()[0]!).getByText('35')).toBeTruthy();
    expect(within(rows()[0]!).getByText('+15 spares')).toBeTruthy();
    expect(within(rows()[1]!).getByText('10')).toBeTruthy();
    expect(screen.getByText('2 lines to buy · 45 parts in total')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('BOM sets'), { target: { value: '200' } });
    fireEvent.blur(screen.getByLabelText('BOM sets'));
    // Batch: 2 × 200 = 400 + 1 % = 4 spares; U1 200.
    await waitFor(() => expect(within(rows()[0]!).getByText('404')).toBeTruthy());
    expect(within(rows()[0]!).getByText('+4 spares')).toBeTruthy();
    expect(screen.getByText(/Batch \(over 50 sets\)/)).toBeTruthy();
    const last = onState.mock.lastCall?.[0] as BomOrderingState;
    expect(last.sets).toBe(200);
    expect(last.lines.map((line) => line.purchaseQuantity)).toEqual([404, 200]);
    expect(readBomOrderingState()?.sets).toBe(200);
  });

  it('sends a corrected column mapping to remapBom and shows the lines read again', async () => {
    logInAsClient();
    routeFetch(() => jsonResponse({ code: '200', msg: 'OK', data: remappedAnswer }));
    const onState = renderPanel(buildBomOrderingState(firstAnswer, { sets: 5, purchaseRemark: 'Samsung only' }));
    expect(screen.getAllByText('Samsung').length).toBeGreaterThan(0);
    const apply = screen.getByRole('button', { name: 'Apply columns' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    await chooseOption('Column “Device”', 'MPN');
    await chooseOption('Column “Mfg”', 'Manufacturer');
    fireEvent.click(screen.getByRole('button', { name: 'Apply columns' }));

    await waitFor(() => expect(callsTo('/api/file/remapBom')).toHaveLength(1));
    const [, init] = callsTo('/api/file/remapBom')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      fileId,
      mapping: { designator: 'Parts', quantity: 'Qty', mpn: 'Device', manufacturer: 'Mfg' },
    });
    expect(await screen.findByText('CL05C100JB5NNNC')).toBeTruthy();
    expect(screen.getByText('LMX2592')).toBeTruthy();
    const last = onState.mock.lastCall?.[0] as BomOrderingState;
    expect(last.mapping).toEqual(remappedAnswer.mapping);
    expect(last.purchaseRemark).toBe('Samsung only');
    expect(last.sets).toBe(5);
    expect(screen.getByRole('button', { name: 'Apply columns' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's message when the mapping is refused", async () => {
    logInAsClient();
    routeFetch(() =>
      jsonResponse({ code: '400', msg: 'The column "Device" does not exist in the file.', data: null }, 400),
    );
    renderPanel(buildBomOrderingState(firstAnswer, { sets: 5, purchaseRemark: '' }));
    await chooseOption('Column “Device”', 'MPN');
    fireEvent.click(screen.getByRole('button', { name: 'Apply columns' }));
    // The catalogue match's summary is an alert too: the refusal is one of them.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('The column "Device" does not exist')),
      ).toBe(true),
    );
  });

  it('keeps the remark in sessionStorage and restores the state when mounted without one', async () => {
    logInAsClient();
    renderPanel(buildBomOrderingState(firstAnswer, { sets: 5, purchaseRemark: '' }));
    fireEvent.change(screen.getByLabelText('Purchase remark'), { target: { value: 'No substitutes' } });
    expect(readBomOrderingState()?.purchaseRemark).toBe('No substitutes');
    act(() => {
      screen.getByRole('button', { name: 'Remove' }).click();
    });
    expect(readBomOrderingState()).toBeNull();
  });

  it('restores the tab state on mount', async () => {
    logInAsClient();
    window.sessionStorage.setItem(
      'bf.state.designFiles.bomOrdering',
      JSON.stringify(buildBomOrderingState(firstAnswer, { sets: 7, purchaseRemark: 'kept' })),
    );
    const onState = renderPanel(null);
    await waitFor(() => expect(onState).toHaveBeenCalled());
    expect((onState.mock.lastCall![0] as BomOrderingState).purchaseRemark).toBe('kept');
    expect(await screen.findByDisplayValue('kept')).toBeTruthy();
  });
});
