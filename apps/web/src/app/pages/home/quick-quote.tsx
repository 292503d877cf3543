import { maxBomSets } from '@boardforge/contracts/limits.ts';
import { Button, Form, Input, Radio, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveTabs } from '../../../components/responsive-tabs.tsx';
import { useQuotePriceBook } from '../../../features/quotes/hooks/use-quote-price-book.ts';
import { listLabelledOptions } from '../../../features/quotes/utils/form-options.ts';
import { formatYuan } from '../../../features/quotes/utils/money.ts';
import { encodeShareSpec } from '../../../features/quotes/utils/share-link.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type QuickState, type QuickTab, quickTabs, readQuickSpec } from './quick-quote-spec.ts';
import './quick-quote.css';

// A number typed as text has no string schema behind it (the contracts bound its value), so this length is the form's.
const numberTextMaxLength = 10;

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

/** A number typed as text, with what is wrong with it beside it (every invalid field is marked at once). */
function NumberBox(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
}) {
  const errors = props.errors ?? [];
  const isInvalid = errors.length > 0;
  return (
    <Form.Item
      label={props.label}
      htmlFor={props.id}
      className="quick-field"
      validateStatus={isInvalid ? 'error' : undefined}
      help={isInvalid ? <span id={`${props.id}-errors`}>{errors.join(' ')}</span> : undefined}
    >
      <Input
        id={props.id}
        value={props.value}
        inputMode="decimal"
        maxLength={numberTextMaxLength}
        autoComplete="off"
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${props.id}-errors` : undefined}
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
  const { t: tq } = useTranslation('quotes');
  const language = useLanguage();
  const navigate = useNavigate();
  const { priceBook } = useQuotePriceBook();
  const [state, setState] = useSessionState<QuickState>('quotes.quick', initialState);
  const [tab, setTab] = useState<QuickTab>('pcb');
  const set = (patch: Partial<QuickState>) => setState((previous) => ({ ...previous, ...patch }));

  // The engine takes hundredths of a millisecond: read and priced on every render, no memo needed.
  const reading = readQuickSpec(tab, state, priceBook, language, {
    notNumber: (field) => tq('errors.notNumber', { field }),
    setsRange: tq('errors.wholeRange', { field: tq('fields.bomSets'), min: 1, max: maxBomSets }),
  });
  const { spec, messages } = reading;
  const preview = tab === 'bom' ? null : reading.total;

  // Invalid values stay here, marked, rather than open the full quote without them.
  const open = () => {
    if (!spec) return;
    const params = new URLSearchParams({ tab, source: 'home' });
    params.set('spec', encodeShareSpec(tab, spec));
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
          errors={messages.get('length')}
          label={tq('fields.boardLength')}
          value={state.length}
          onChange={(length) => set({ length })}
        />
        <NumberBox
          id="quick-width"
          errors={messages.get('width')}
          label={tq('fields.boardWidth')}
          value={state.width}
          onChange={(width) => set({ width })}
        />
        <NumberBox
          id="quick-quantity"
          errors={messages.get('quantity')}
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
          errors={messages.get('components')}
          label={tq('fields.componentsNumber')}
          value={state.components}
          onChange={(components) => set({ components })}
        />
        <NumberBox
          id="quick-boards"
          errors={messages.get('boards')}
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
          errors={messages.get('stencilNumber')}
          label={tq('fields.stencilNumber')}
          value={state.stencilNumber}
          onChange={(stencilNumber) => set({ stencilNumber })}
        />
      </div>
    ),
    bom: (
      <div className="quick-grid">
        <NumberBox
          id="quick-sets"
          label={tq('fields.bomSets')}
          value={state.sets}
          errors={messages.get('sets')}
          onChange={(sets) => set({ sets })}
        />
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
                    {reading.otherMessages.length > 0 ? (
                      <span className="quick-preview-issues"> {reading.otherMessages.join(' ')}</span>
                    ) : null}
                  </p>
                ) : null}
                <Button type="primary" size="large" className="quick-quote-cta" onClick={open} disabled={!spec}>
                  {tq('quick.open')}
                </Button>
              </Form>
            ) : null,
        }))}
      />
    </section>
  );
}
