import { stencilSpecSchema } from '@boardforge/contracts/quotes.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useTranslation } from 'react-i18next';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { listLabelledOptions } from '../utils/form-options.ts';
import type { StencilFormState } from '../utils/stencil-form.ts';
import { CheckField, ChoiceField, SelectField, TextField, TextNumberField } from './spec-fields.tsx';

export type StencilSpecFormProps = {
  form: StencilFormState;
  onChange: (patch: Partial<StencilFormState>) => void;
  priceBook: PriceBook;
  messages: ReadonlyMap<string, string[]>;
};

/** The stencil form (docs/pricing.md §3). */
export function StencilSpecForm({ form, onChange, priceBook, messages }: StencilSpecFormProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const errors = (field: string) => messages.get(field);
  const options = (field: Parameters<typeof listLabelledOptions>[1]) =>
    listLabelledOptions<string>(priceBook, field, language);
  const set =
    <K extends keyof StencilFormState>(key: K) =>
    (value: StencilFormState[K]) =>
      onChange({ [key]: value });
  return (
    <div className="spec-form">
      <fieldset className="spec-section">
        <legend>{t('sections.stencil')}</legend>
        <ChoiceField
          id="stencil-type"
          label={t('fields.stencilType')}
          value={form.type}
          choices={options('stencilType')}
          errors={errors('type')}
          onChange={(value) => set('type')(value as StencilFormState['type'])}
        />
        <div className="spec-row">
          <SelectField
            id="stencil-size"
            label={t('fields.stencilSize')}
            value={form.size}
            choices={options('stencilSize')}
            errors={errors('size')}
            onChange={(value) => set('size')(value as StencilFormState['size'])}
          />
          <SelectField
            id="stencil-thickness"
            label={t('fields.stencilThickness')}
            value={form.thickness}
            choices={listLabelledOptions<number>(priceBook, 'stencilThickness', language)}
            errors={errors('thickness')}
            onChange={set('thickness')}
          />
          <TextNumberField
            id="stencil-number"
            label={t('fields.stencilNumber')}
            value={form.number}
            isDecimal={false}
            errors={errors('number')}
            onChange={set('number')}
          />
        </div>
        <ChoiceField
          id="stencil-productionMethod"
          label={t('fields.productionMethod')}
          value={form.productionMethod}
          choices={options('productionMethod')}
          errors={errors('productionMethod')}
          onChange={(value) => set('productionMethod')(value as StencilFormState['productionMethod'])}
        />
        <ChoiceField
          id="stencil-polishProcess"
          label={t('fields.polishProcess')}
          value={form.polishProcess}
          choices={options('polishProcess')}
          errors={errors('polishProcess')}
          onChange={(value) => set('polishProcess')(value as StencilFormState['polishProcess'])}
        />
        <CheckField
          id="stencil-nanoTreatment"
          label={t('fields.nanoTreatment')}
          checked={form.nanoTreatment}
          onChange={set('nanoTreatment')}
        />
        <ChoiceField
          id="stencil-markRequirement"
          label={t('fields.markRequirement')}
          value={form.markRequirement}
          choices={options('markRequirement')}
          errors={errors('markRequirement')}
          onChange={(value) => set('markRequirement')(value as StencilFormState['markRequirement'])}
        />
        <ChoiceField
          id="stencil-usage"
          label={t('fields.usage')}
          value={form.usage}
          choices={options('usage')}
          errors={errors('usage')}
          onChange={(value) => set('usage')(value as StencilFormState['usage'])}
        />
        <CheckField
          id="stencil-hasPcbOrder"
          label={t('fields.hasPcbOrder')}
          checked={form.hasPcbOrder}
          onChange={set('hasPcbOrder')}
        />
        {form.hasPcbOrder ? (
          <TextField
            id="stencil-pcbOrderNo"
            label={t('fields.pcbOrderNo')}
            value={form.pcbOrderNo}
            maxLength={readMaxLength(stencilSpecSchema.shape.pcbOrderNo)}
            errors={errors('pcbOrderNo')}
            onChange={set('pcbOrderNo')}
          />
        ) : null}
        <TextField
          id="stencil-otherRequirements"
          label={t('fields.otherDemand')}
          value={form.otherRequirements}
          maxLength={readMaxLength(stencilSpecSchema.shape.otherRequirements)}
          isMultiline
          errors={errors('otherRequirements')}
          onChange={set('otherRequirements')}
        />
        <p className="spec-field-help">{t('notes.stencilShips')}</p>
      </fieldset>
      <fieldset className="spec-section">
        <legend>{t('sections.delivery')}</legend>
        <ChoiceField
          id="stencil-invoiceType"
          label={t('fields.invoiceType')}
          value={form.invoiceType}
          choices={options('invoiceType')}
          errors={errors('invoiceType')}
          onChange={(value) => set('invoiceType')(value as StencilFormState['invoiceType'])}
        />
      </fieldset>
    </div>
  );
}
