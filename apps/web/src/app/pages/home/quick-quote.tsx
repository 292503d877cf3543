import { maxBomSets } from '@boardforge/contracts/limits.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OptionButtons } from '../../../components/option-buttons.tsx';
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
    <div className="quick-field">
      <label className="quick-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="quick-input"
        value={props.value}
        inputMode="decimal"
        maxLength={numberTextMaxLength}
        autoComplete="off"
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${props.id}-errors` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {isInvalid ? (
        <div id={`${props.id}-errors`} className="quick-help">
          {errors.join(' ')}
        </div>
      ) : null}
    </div>
  );
}

/** A choice from the price book's list, on a native select (its values read back to their own type). */
function ChoiceBox<V extends string | number>(props: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="quick-field">
      <label className="quick-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="quick-input quick-select"
        value={String(props.value)}
        onChange={(event) => {
          const picked = props.options.find((option) => String(option.value) === event.target.value);
          if (picked) props.onChange(picked.value);
        }}
      >
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Home quick quote (docs/product.md §2): the key fields of each quote with an instant price from the domain engine,
 * and a button that opens Smart Quotes with them filled in (the share-link encoding, marked as coming from home).
 * Native inputs drawn as antd's: the home page's first view carries no antd (docs/performance.md).
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
        <ChoiceBox
          id="quick-layers"
          label={tq('fields.layers')}
          value={state.layers}
          options={layerOptions}
          onChange={(layers) => set({ layers })}
        />
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
        <div className="quick-field quick-wide">
          <span id="quick-sides-label" className="quick-label">
            {tq('quick.sides')}
          </span>
          <OptionButtons<QuickState['sides']>
            labelledBy="quick-sides-label"
            value={state.sides}
            onChange={(sides) => set({ sides })}
            options={[
              { value: 'smt_single', label: tq('quick.oneSide') },
              { value: 'smt_double', label: tq('quick.twoSides') },
            ]}
          />
        </div>
      </div>
    ),
    stencil: (
      <div className="quick-grid">
        <ChoiceBox
          id="quick-stencil-size"
          label={tq('quick.size')}
          value={state.stencilSize}
          options={sizeOptions}
          onChange={(stencilSize) => set({ stencilSize })}
        />
        <ChoiceBox
          id="quick-stencil-thickness"
          label={tq('fields.stencilThickness')}
          value={state.stencilThickness}
          options={thicknessOptions}
          onChange={(stencilThickness) => set({ stencilThickness })}
        />
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
              <div className="quick-quote-panel">
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
                <button
                  type="button"
                  className="link-button link-button-primary link-button-large quick-quote-cta"
                  onClick={open}
                  disabled={!spec}
                >
                  {tq('quick.open')}
                </button>
              </div>
            ) : null,
        }))}
      />
    </section>
  );
}
