import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PcbSpecInput } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import type { SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import { Button, Form, Input, Radio, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveTabs } from '../../../components/responsive-tabs.tsx';
import { useQuotePriceBook } from '../../../features/quotes/hooks/use-quote-price-book.ts';
import { listLabelledOptions } from '../../../features/quotes/utils/form-options.ts';
import { formatYuan } from '../../../features/quotes/utils/money.ts';
import { parseNumberInput } from '../../../features/quotes/utils/number-input.ts';
import { encodeShareSpec } from '../../../features/quotes/utils/share-link.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import '../../../features/quotes/components/quotes.css';

const quickTabs = ['pcb', 'smt', 'stencil', 'bom'] as const;
type QuickTab = (typeof quickTabs)[number];

type QuickState = {
  layers: number;
  length: string;
  width: string;
  quantity: string;
  components: string;
  boards: string;
  sides: 'smt_single' | 'smt_double';
  stencilSize: string;
  stencilThickness: number;
  stencilNumber: string;
  sets: string;
};

const initialState: QuickState = {
  layers: 2,
  length: '100',
  width: '100',
  quantity: '5',
  components: '100',
  boards: '10',
  sides: 'smt_single',
  stencilSize: '370x470',
  stencilThickness: 0.12,
  stencilNumber: '1',
  sets: '10',
};

function readNumber(raw: string): number | null {
  const parsed = parseNumberInput(raw);
  return parsed.kind === 'number' ? parsed.value : null;
}

/** The spec a quick-quote tab hands to Smart Quotes, or null while a number is unreadable. */
function buildQuickSpec(tab: QuickTab, state: QuickState): Record<string, unknown> | null {
  switch (tab) {
    case 'pcb': {
      const [boardLength, boardWidth, boardNumber] = [state.length, state.width, state.quantity].map(readNumber);
      if (boardLength == null || boardWidth == null || boardNumber == null) return null;
      return { layers: state.layers, boardLength, boardWidth, boardNumber };
    }
    case 'smt': {
      const [componentsNumber, boardsNumber] = [state.components, state.boards].map(readNumber);
      if (componentsNumber == null || boardsNumber == null) return null;
      return { componentsNumber, boardsNumber, processRequirement: state.sides };
    }
    case 'stencil': {
      const number = readNumber(state.stencilNumber);
      if (number == null) return null;
      return { size: state.stencilSize, thickness: state.stencilThickness, number };
    }
    case 'bom': {
      const sets = readNumber(state.sets);
      return sets == null ? null : { sets };
    }
  }
}

/** Prices a quick spec with the domain engine (null when invalid or for BOM, which has no instant price). */
function previewTotal(tab: QuickTab, spec: Record<string, unknown> | null, priceBook: PriceBook): number | null {
  if (!spec) return null;
  const now = new Date();
  const result =
    tab === 'pcb'
      ? quotePcb(spec as unknown as PcbSpecInput, priceBook, now)
      : tab === 'smt'
        ? quoteSmt(spec as unknown as SmtSpecInput, priceBook, now)
        : tab === 'stencil'
          ? quoteStencil(spec as StencilSpecInput, priceBook, now)
          : null;
  return result?.ok ? result.quote.lines.total : null;
}

function NumberBox(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Form.Item label={props.label} htmlFor={props.id} className="quick-field">
      <Input
        id={props.id}
        value={props.value}
        inputMode="decimal"
        maxLength={10}
        autoComplete="off"
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Item>
  );
}

/**
 * Home quick quote (docs/product.md §2): the key fields of each quote with an instant price from the domain engine,
 * and a button that opens Smart Quotes with them filled in (the share-link encoding, marked as coming from home).
 */
export function QuickQuote() {
  const { t } = useTranslation('home');
  const { t: tq, i18n } = useTranslation('quotes');
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  const navigate = useNavigate();
  const { priceBook } = useQuotePriceBook();
  const [state, setState] = useSessionState<QuickState>('quotes.quick', initialState);
  const [tab, setTab] = useState<QuickTab>('pcb');
  const set = (patch: Partial<QuickState>) => setState((previous) => ({ ...previous, ...patch }));

  const spec = buildQuickSpec(tab, state);
  // The engine takes hundredths of a millisecond: priced on every render, no memo needed.
  const preview = previewTotal(tab, spec, priceBook);

  const open = () => {
    const params = new URLSearchParams({ tab, source: 'home' });
    if (spec) params.set('spec', encodeShareSpec(tab, spec));
    void navigate(`/valuation?${params.toString()}`);
  };

  const layerOptions = listLabelledOptions<number>(priceBook, 'layers', language);
  const sizeOptions = listLabelledOptions<string>(priceBook, 'stencilSize', language);
  const thicknessOptions = listLabelledOptions<number>(priceBook, 'stencilThickness', language);

  const fields: Record<QuickTab, ReactNode> = {
    pcb: (
      <div className="quick-grid">
        <Form.Item label={tq('fields.layers')} htmlFor="quick-layers" className="quick-field">
          <Select
            id="quick-layers"
            value={state.layers}
            options={layerOptions}
            onChange={(layers) => set({ layers })}
          />
        </Form.Item>
        <NumberBox
          id="quick-length"
          label={tq('fields.boardLength')}
          value={state.length}
          onChange={(length) => set({ length })}
        />
        <NumberBox
          id="quick-width"
          label={tq('fields.boardWidth')}
          value={state.width}
          onChange={(width) => set({ width })}
        />
        <NumberBox
          id="quick-quantity"
          label={tq('fields.boardNumber')}
          value={state.quantity}
          onChange={(quantity) => set({ quantity })}
        />
      </div>
    ),
    smt: (
      <div className="quick-grid">
        <NumberBox
          id="quick-components"
          label={tq('fields.componentsNumber')}
          value={state.components}
          onChange={(components) => set({ components })}
        />
        <NumberBox
          id="quick-boards"
          label={tq('fields.boardsNumber')}
          value={state.boards}
          onChange={(boards) => set({ boards })}
        />
        <Form.Item label={<span id="quick-sides-label">{tq('quick.sides')}</span>} className="quick-field quick-wide">
          <Radio.Group
            aria-labelledby="quick-sides-label"
            optionType="button"
            buttonStyle="solid"
            value={state.sides}
            onChange={(event) => set({ sides: event.target.value as QuickState['sides'] })}
            options={[
              { value: 'smt_single', label: tq('quick.oneSide') },
              { value: 'smt_double', label: tq('quick.twoSides') },
            ]}
          />
        </Form.Item>
      </div>
    ),
    stencil: (
      <div className="quick-grid">
        <Form.Item label={tq('quick.size')} htmlFor="quick-stencil-size" className="quick-field">
          <Select
            id="quick-stencil-size"
            value={state.stencilSize}
            options={sizeOptions}
            onChange={(stencilSize) => set({ stencilSize })}
          />
        </Form.Item>
        <Form.Item label={tq('fields.stencilThickness')} htmlFor="quick-stencil-thickness" className="quick-field">
          <Select
            id="quick-stencil-thickness"
            value={state.stencilThickness}
            options={thicknessOptions}
            onChange={(stencilThickness) => set({ stencilThickness })}
          />
        </Form.Item>
        <NumberBox
          id="quick-stencil-number"
          label={tq('fields.stencilNumber')}
          value={state.stencilNumber}
          onChange={(stencilNumber) => set({ stencilNumber })}
        />
      </div>
    ),
    bom: (
      <div className="quick-grid">
        <NumberBox id="quick-sets" label={tq('fields.bomSets')} value={state.sets} onChange={(sets) => set({ sets })} />
        <p className="quick-text quick-wide">{t('quick.bomText')}</p>
      </div>
    ),
  };

  return (
    <section className="quick-quote" aria-labelledby="quick-quote-title">
      <h2 id="quick-quote-title" className="quick-quote-title">
        {t('quick.title')}
      </h2>
      <ResponsiveTabs
        variant="options"
        label={t('quick.title')}
        activeKey={tab}
        onChange={(key) => setTab(key as QuickTab)}
        items={quickTabs.map((key) => ({
          key,
          label: t(`quick.${key}`),
          children:
            key === tab ? (
              <Form layout="vertical" component="div" className="quick-quote-panel" requiredMark={false}>
                {fields[key]}
                {key !== 'bom' ? (
                  <p className="quick-preview" aria-live="polite">
                    <span>{tq('quick.preview')}</span>{' '}
                    <strong>{preview === null ? tq('quick.previewNone') : formatYuan(preview)}</strong>
                  </p>
                ) : null}
                <Button type="primary" size="large" className="quick-quote-cta" onClick={open}>
                  {tq('quick.open')}
                </Button>
              </Form>
            ) : null,
        }))}
      />
    </section>
  );
}
