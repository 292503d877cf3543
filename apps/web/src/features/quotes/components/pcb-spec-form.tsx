import { describePricingIssue } from '@boardforge/domain/pricing/issue-messages.ts';
import { type PcbMaterial, pcbMaterials } from '@boardforge/domain/pricing/options.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { listLabelledOptions } from '../utils/form-options.ts';
import {
  listDeliveryAvailability,
  listLayerAvailability,
  listSpecialProcessAvailability,
  type PcbMeasureSketch,
  type UnavailableReason,
} from '../utils/option-availability.ts';
import type { PcbFormState } from '../utils/pcb-form.ts';
import { FpcBuildFields } from './fpc-build-fields.tsx';
import { PcbExtrasFields, PcbFinishFields } from './pcb-spec-sections.tsx';
import { ChoiceField, type FieldChoice, SelectField, TextNumberField } from './spec-fields.tsx';

export type PcbSpecFormProps = {
  /** 'fpc' is the flexible-board tab: material FPC, its own layers and thicknesses. */
  tab: 'pcb' | 'fpc';
  form: PcbFormState;
  onChange: (patch: Partial<PcbFormState>) => void;
  priceBook: PriceBook;
  measure: PcbMeasureSketch | null;
  /** Messages beside each field, in the UI language. */
  messages: ReadonlyMap<string, string[]>;
  /** Warnings beside size, layer and min hole fields (the Gerber file says otherwise). */
  warnings: ReadonlyMap<string, string>;
  /** The Gerber upload, composed by the page. */
  uploadSlot?: ReactNode;
};

/** The PCB / FPC specification form: every field of docs/api.md with the docs/vocabulary.md words. */
export function PcbSpecForm({
  tab,
  form,
  onChange,
  priceBook,
  measure,
  messages,
  warnings,
  uploadSlot,
}: PcbSpecFormProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const id = (field: string) => `${tab}-${field}`;
  const errors = (field: string) => messages.get(field);
  const word = (reason: UnavailableReason | null): string | null => {
    if (!reason) return null;
    return reason.kind === 'issue' ? describePricingIssue(reason.issue, language) : t(`notes.${reason.note}`);
  };
  const options = <V extends string | number>(field: Parameters<typeof listLabelledOptions>[1]) =>
    listLabelledOptions<V>(priceBook, field, language);
  const isFpc = tab === 'fpc';

  const materialChoices: FieldChoice<PcbMaterial>[] = options<PcbMaterial>('material').filter(
    (option) => option.value !== 'FPC' && (pcbMaterials as readonly string[]).includes(option.value),
  );
  const layerLabels = new Map(options<number>('layers').map((option) => [option.value, option.label]));
  const allowedFpcLayers = priceBook.pcb.capability.layersByMaterial.FPC ?? [];
  const layerValues = isFpc ? [...allowedFpcLayers] : [...layerLabels.keys()];
  const layerChoices: FieldChoice<number>[] = listLayerAvailability(priceBook, form.material, layerValues).map(
    ({ value, reason }) => ({ value, label: layerLabels.get(value) ?? String(value), reason: word(reason) }),
  );
  const deliveryLabels = new Map(options<string>('delivery').map((option) => [option.value, option.label]));
  const deliveryChoices = listDeliveryAvailability(priceBook, form.material, form.layers, measure).map(
    ({ value, reason }) => ({ value, label: deliveryLabels.get(value) ?? value, reason: word(reason) }),
  );
  const processLabels = new Map(options<string>('specialProcesses').map((option) => [option.value, option.label]));
  const processChoices = listSpecialProcessAvailability(priceBook, form.layers).map(({ value, reason }) => ({
    value,
    label: processLabels.get(value) ?? value,
    reason: word(reason),
  }));
  const hasInnerLayers = form.layers > 2;

  return (
    <div className="spec-form">
      <fieldset className="spec-section">
        <legend>{t('sections.board')}</legend>
        {isFpc ? (
          <p className="spec-fixed">{t('page.fpcMaterial')}</p>
        ) : (
          <ChoiceField
            id={id('material')}
            label={t('fields.material')}
            value={form.material}
            choices={materialChoices}
            errors={errors('material')}
            help={t('page.flexLink')}
            onChange={(material) => onChange({ material })}
          />
        )}
        {uploadSlot ? <div className="spec-upload">{uploadSlot}</div> : null}
        <ChoiceField
          id={id('layers')}
          label={t('fields.layers')}
          value={form.layers}
          choices={layerChoices}
          errors={errors('layers')}
          warning={warnings.get('layers')}
          onChange={(layers) => onChange({ layers })}
        />
        <div className="spec-row">
          <TextNumberField
            id={id('boardLength')}
            label={t('fields.boardLength')}
            value={form.boardLength}
            errors={errors('boardLength')}
            warning={warnings.get('boardLength')}
            onChange={(boardLength) => onChange({ boardLength })}
          />
          <TextNumberField
            id={id('boardWidth')}
            label={t('fields.boardWidth')}
            value={form.boardWidth}
            errors={errors('boardWidth')}
            warning={warnings.get('boardWidth')}
            onChange={(boardWidth) => onChange({ boardWidth })}
          />
          <TextNumberField
            id={id('boardNumber')}
            label={t('fields.boardNumber')}
            value={form.boardNumber}
            isDecimal={false}
            errors={errors('boardNumber')}
            onChange={(boardNumber) => onChange({ boardNumber })}
          />
        </div>
        <div className="spec-row">
          <ChoiceField
            id={id('boardType')}
            label={t('fields.boardType')}
            value={form.boardType}
            choices={options('boardType')}
            errors={errors('boardType')}
            onChange={(boardType) => onChange({ boardType: boardType as PcbFormState['boardType'] })}
          />
          <SelectField
            id={id('designDocuments')}
            label={t('fields.designDocuments')}
            value={form.designDocuments}
            choices={options<number>('designDocuments')}
            errors={errors('designDocuments')}
            onChange={(designDocuments) => onChange({ designDocuments })}
          />
        </div>
      </fieldset>

      <fieldset className="spec-section">
        <legend>{t('sections.build')}</legend>
        <div className="spec-row">
          <SelectField
            id={id('thickness')}
            label={t('fields.thickness')}
            value={form.thickness}
            choices={options<number>(isFpc ? 'fpcThickness' : 'thickness')}
            errors={errors('thickness')}
            help={isFpc ? t('page.fpcThicknessHelp') : undefined}
            onChange={(thickness) => onChange({ thickness })}
          />
          {isFpc ? null : (
            <SelectField
              id={id('tg')}
              label={t('fields.tg')}
              value={form.tg}
              choices={options('tg')}
              errors={errors('tg')}
              onChange={(tg) => onChange({ tg: tg as PcbFormState['tg'] })}
            />
          )}
          <SelectField
            id={id('copperOuter')}
            label={t('fields.copperOuter')}
            value={form.copperOuter}
            choices={options<number>('copperOuter')}
            errors={errors('copperOuter')}
            onChange={(copperOuter) => onChange({ copperOuter })}
          />
          <SelectField
            id={id('copperInner')}
            label={t('fields.copperInner')}
            value={form.copperInner}
            choices={options<number>('copperInner')}
            errors={errors('copperInner')}
            isDisabled={!hasInnerLayers}
            help={hasInnerLayers ? undefined : t('notes.innerCopperFromFourLayers')}
            onChange={(copperInner) => onChange({ copperInner })}
          />
          <SelectField
            id={id('minTrace')}
            label={t('fields.minTrace')}
            value={form.minTrace}
            choices={options<number>('minTrace')}
            errors={errors('minTrace')}
            onChange={(minTrace) => onChange({ minTrace })}
          />
          <SelectField
            id={id('minHole')}
            label={t('fields.minHole')}
            value={form.minHole}
            choices={options<number>('minHole')}
            errors={errors('minHole')}
            warning={warnings.get('minHole')}
            onChange={(minHole) => onChange({ minHole })}
          />
        </div>
      </fieldset>

      {isFpc ? <FpcBuildFields form={form} onChange={onChange} priceBook={priceBook} errors={errors} /> : null}

      <PcbFinishFields tab={tab} form={form} onChange={onChange} priceBook={priceBook} errors={errors} />

      <PcbExtrasFields
        tab={tab}
        form={form}
        onChange={onChange}
        priceBook={priceBook}
        errors={errors}
        processChoices={processChoices}
      />

      <fieldset className="spec-section">
        <legend>{t('sections.delivery')}</legend>
        <ChoiceField
          id={id('delivery')}
          label={t('fields.delivery')}
          value={form.delivery}
          choices={deliveryChoices}
          errors={errors('delivery')}
          onChange={(delivery) => onChange({ delivery: delivery as PcbFormState['delivery'] })}
        />
        <ChoiceField
          id={id('invoiceType')}
          label={t('fields.invoiceType')}
          value={form.invoiceType}
          choices={options('invoiceType')}
          errors={errors('invoiceType')}
          onChange={(invoiceType) => onChange({ invoiceType: invoiceType as PcbFormState['invoiceType'] })}
        />
      </fieldset>
    </div>
  );
}
