import { smtSpecSchema } from '@boardforge/contracts/quotes.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useTranslation } from 'react-i18next';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { listLabelledOptions } from '../utils/form-options.ts';
import type { SmtFormState } from '../utils/smt-form.ts';
import { CheckField, ChoiceField, TextField, TextNumberField } from './spec-fields.tsx';

export type SmtSpecFormProps = {
  form: SmtFormState;
  onChange: (patch: Partial<SmtFormState>) => void;
  priceBook: PriceBook;
  messages: ReadonlyMap<string, string[]>;
};

/** The SMT assembly form (docs/pricing.md §2): placements, process, options, delivery and invoice. */
export function SmtSpecForm({ form, onChange, priceBook, messages }: SmtSpecFormProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const errors = (field: string) => messages.get(field);
  const options = (field: Parameters<typeof listLabelledOptions>[1]) =>
    listLabelledOptions<string>(priceBook, field, language);
  return (
    <div className="spec-form">
      <fieldset className="spec-section">
        <legend>{t('sections.smtJob')}</legend>
        <div className="spec-row">
          <TextNumberField
            id="smt-componentsNumber"
            label={t('fields.componentsNumber')}
            value={form.componentsNumber}
            isDecimal={false}
            errors={errors('componentsNumber')}
            help={t('notes.componentsUnknown')}
            onChange={(componentsNumber) => onChange({ componentsNumber })}
          />
          <TextNumberField
            id="smt-boardsNumber"
            label={t('fields.boardsNumber')}
            value={form.boardsNumber}
            isDecimal={false}
            errors={errors('boardsNumber')}
            onChange={(boardsNumber) => onChange({ boardsNumber })}
          />
        </div>
        <ChoiceField
          id="smt-processRequirement"
          label={t('fields.processRequirement')}
          value={form.processRequirement}
          choices={options('processRequirement')}
          errors={errors('processRequirement')}
          onChange={(value) => onChange({ processRequirement: value as SmtFormState['processRequirement'] })}
        />
        {form.processRequirement === 'smt_dip' ? (
          <TextNumberField
            id="smt-dipPoints"
            label={t('fields.dipPoints')}
            value={form.dipPoints}
            isDecimal={false}
            errors={errors('dipPoints')}
            onChange={(dipPoints) => onChange({ dipPoints })}
          />
        ) : null}
        <div className="spec-row">
          <TextNumberField
            id="smt-boardLength"
            label={t('fields.smtBoardLength')}
            value={form.boardLength}
            errors={errors('boardLength')}
            help={t('notes.smtBoardSize')}
            onChange={(boardLength) => onChange({ boardLength })}
          />
          <TextNumberField
            id="smt-boardWidth"
            label={t('fields.smtBoardWidth')}
            value={form.boardWidth}
            errors={errors('boardWidth')}
            onChange={(boardWidth) => onChange({ boardWidth })}
          />
        </div>
      </fieldset>
      <fieldset className="spec-section">
        <legend>{t('sections.smtOptions')}</legend>
        <div className="spec-checks-row">
          <CheckField
            id="smt-stencilNeeded"
            label={t('fields.stencilNeeded')}
            checked={form.stencilNeeded}
            onChange={(stencilNeeded) => onChange({ stencilNeeded })}
          />
          <CheckField
            id="smt-purchaseOnBehalf"
            label={t('fields.purchaseOnBehalf')}
            checked={form.purchaseOnBehalf}
            help={form.purchaseOnBehalf ? t('notes.purchaseOnBehalf') : undefined}
            onChange={(purchaseOnBehalf) => onChange({ purchaseOnBehalf })}
          />
          <CheckField
            id="smt-conformalCoating"
            label={t('fields.conformalCoating')}
            checked={form.conformalCoating}
            onChange={(conformalCoating) => onChange({ conformalCoating })}
          />
          <CheckField
            id="smt-componentBaking"
            label={t('fields.componentBaking')}
            checked={form.componentBaking}
            onChange={(componentBaking) => onChange({ componentBaking })}
          />
        </div>
        {form.componentBaking ? (
          <TextNumberField
            id="smt-bakingTime"
            label={t('fields.bakingTime')}
            value={form.bakingTime}
            errors={errors('bakingTime')}
            help={t('notes.bakingTime')}
            onChange={(bakingTime) => onChange({ bakingTime })}
          />
        ) : null}
        <CheckField
          id="smt-hasPcbOrder"
          label={t('fields.hasPcbOrder')}
          checked={form.hasPcbOrder}
          onChange={(hasPcbOrder) => onChange({ hasPcbOrder })}
        />
        {form.hasPcbOrder ? (
          <TextField
            id="smt-pcbOrderNo"
            label={t('fields.pcbOrderNo')}
            value={form.pcbOrderNo}
            maxLength={readMaxLength(smtSpecSchema.shape.pcbOrderNo)}
            errors={errors('pcbOrderNo')}
            onChange={(pcbOrderNo) => onChange({ pcbOrderNo })}
          />
        ) : null}
        <TextField
          id="smt-otherDemand"
          label={t('fields.otherDemand')}
          value={form.otherDemand}
          maxLength={readMaxLength(smtSpecSchema.shape.otherDemand)}
          isMultiline
          errors={errors('otherDemand')}
          onChange={(otherDemand) => onChange({ otherDemand })}
        />
      </fieldset>
      <fieldset className="spec-section">
        <legend>{t('sections.delivery')}</legend>
        <ChoiceField
          id="smt-delivery"
          label={t('fields.delivery')}
          value={form.delivery}
          choices={options('smtDelivery')}
          errors={errors('delivery')}
          onChange={(delivery) => onChange({ delivery: delivery as SmtFormState['delivery'] })}
        />
        <ChoiceField
          id="smt-invoiceType"
          label={t('fields.invoiceType')}
          value={form.invoiceType}
          choices={options('invoiceType')}
          errors={errors('invoiceType')}
          onChange={(invoiceType) => onChange({ invoiceType: invoiceType as SmtFormState['invoiceType'] })}
        />
      </fieldset>
    </div>
  );
}
