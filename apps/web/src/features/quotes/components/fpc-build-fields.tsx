import type { DictionaryField } from '@boardforge/domain/pricing/dictionary.ts';
import type { CoverlayColour, FpcAdhesive, Stiffener } from '@boardforge/domain/pricing/options.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { listLabelledOptions } from '../utils/form-options.ts';
import type { PcbFormState } from '../utils/pcb-form.ts';
import { ChoiceField, SelectField } from './spec-fields.tsx';

const stiffenerThicknessOptions = {
  pi: 'piStiffenerThickness',
  fr4: 'fr4StiffenerThickness',
  steel: 'steelStiffenerThickness',
} as const satisfies Record<Exclude<Stiffener, 'none'>, DictionaryField>;

/**
 * What only a flexible board is made with (docs/pricing-fpc.md): polyimide base, adhesive or adhesiveless base,
 * coverlay colour and a stiffener with its thickness. Each option set comes from the price book.
 */
export function FpcBuildFields(props: {
  form: PcbFormState;
  onChange: (patch: Partial<PcbFormState>) => void;
  priceBook: PriceBook;
  errors: (field: string) => string[] | undefined;
}) {
  const { form, onChange, priceBook, errors } = props;
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const options = <V extends string | number>(field: DictionaryField) =>
    listLabelledOptions<V>(priceBook, field, language);
  const stiffener = form.stiffener ?? pcbSpecDefaults.stiffener;
  const hasStiffener = stiffener !== 'none';
  const stiffenerThickness = hasStiffener
    ? (form.stiffenerThickness ?? priceBook.pcb.fpc.stiffener[stiffener].defaultMm)
    : null;

  return (
    <fieldset className="spec-section">
      <legend>{t('sections.flexible')}</legend>
      <div className="spec-row">
        <SelectField
          id="fpc-polyimideThickness"
          label={t('fields.polyimideThickness')}
          value={form.polyimideThickness ?? pcbSpecDefaults.polyimideThickness}
          choices={options<number>('polyimideThickness')}
          errors={errors('polyimideThickness')}
          onChange={(polyimideThickness) => onChange({ polyimideThickness })}
        />
      </div>
      <ChoiceField<FpcAdhesive>
        id="fpc-adhesive"
        label={t('fields.adhesive')}
        value={form.adhesive ?? pcbSpecDefaults.adhesive}
        choices={options<FpcAdhesive>('adhesive')}
        errors={errors('adhesive')}
        help={t('page.fpcAdhesiveHelp')}
        onChange={(adhesive) => onChange({ adhesive })}
      />
      <ChoiceField<CoverlayColour>
        id="fpc-coverlay"
        label={t('fields.coverlay')}
        value={form.coverlay ?? pcbSpecDefaults.coverlay}
        choices={options<CoverlayColour>('coverlay')}
        errors={errors('coverlay')}
        help={t('page.fpcCoverlayHelp')}
        onChange={(coverlay) => onChange({ coverlay })}
      />
      <ChoiceField<Stiffener>
        id="fpc-stiffener"
        label={t('fields.stiffener')}
        value={stiffener}
        choices={options<Stiffener>('stiffener')}
        errors={errors('stiffener')}
        help={t('page.fpcStiffenerHelp')}
        // A new kind starts at its own default thickness.
        onChange={(next) => onChange({ stiffener: next, stiffenerThickness: null })}
      />
      {hasStiffener ? (
        <div className="spec-row">
          <SelectField
            id="fpc-stiffenerThickness"
            label={t('fields.stiffenerThickness')}
            value={stiffenerThickness ?? 0}
            choices={options<number>(stiffenerThicknessOptions[stiffener])}
            errors={errors('stiffenerThickness')}
            onChange={(mm) => onChange({ stiffenerThickness: mm })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
