import { fpcSurfaceFinishes, type SpecialProcess } from '@boardforge/domain/pricing/options.ts';
import { deriveSilkscreen } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { listLabelledOptions } from '../utils/form-options.ts';
import type { PcbFormState } from '../utils/pcb-form.ts';
import { CheckField, CheckGroupField, ChoiceField, type FieldChoice, SelectField } from './spec-fields.tsx';

// The finish and extras sections of the PCB / FPC form (pcb-spec-form.tsx composes them with the others).

type PcbSectionProps = {
  tab: 'pcb' | 'fpc';
  form: PcbFormState;
  onChange: (patch: Partial<PcbFormState>) => void;
  priceBook: PriceBook;
  errors: (field: string) => string[] | undefined;
};

/** Reads the props every section uses: the field ids of its tab and the price book's option sets in the UI language. */
function usePcbSection({ tab, priceBook }: PcbSectionProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const id = (field: string) => `${tab}-${field}`;
  const options = <V extends string | number>(field: Parameters<typeof listLabelledOptions>[1]) =>
    listLabelledOptions<V>(priceBook, field, language);
  return { t, id, options };
}

/** The finish: solder mask and the silkscreen it implies (rigid boards), surface finish, gold and via covering. */
export function PcbFinishFields(props: PcbSectionProps) {
  const { tab, form, onChange, errors } = props;
  const { t, id, options } = usePcbSection(props);
  const isFpc = tab === 'fpc';
  const isEnig = form.surfaceFinish === 'enig';
  const silkscreen = deriveSilkscreen(form.solderMask);

  return (
    <fieldset className="spec-section">
      <legend>{t('sections.finish')}</legend>
      {/* A flexible board's copper is covered by its coverlay (above), not a solder mask. */}
      {isFpc ? null : (
        <>
          <ChoiceField
            id={id('solderMask')}
            label={t('fields.solderMask')}
            value={form.solderMask}
            choices={options('solderMask')}
            errors={errors('solderMask')}
            onChange={(solderMask) => onChange({ solderMask: solderMask as PcbFormState['solderMask'] })}
          />
          <div className="spec-derived" id={id('silkscreen')}>
            <span className="spec-derived-label">{t('fields.silkscreen')}</span>
            <span className={`silk-swatch silk-${silkscreen}`} aria-hidden="true" />
            <strong>{t(`silkscreen.${silkscreen}`)}</strong>
            <span className="spec-field-help">{t('silkscreen.derived')}</span>
          </div>
        </>
      )}
      <ChoiceField
        id={id('surfaceFinish')}
        label={t('fields.surfaceFinish')}
        value={form.surfaceFinish}
        choices={
          isFpc
            ? options('surfaceFinish').filter((choice) =>
                (fpcSurfaceFinishes as readonly (string | number)[]).includes(choice.value),
              )
            : options('surfaceFinish')
        }
        help={isFpc ? t('page.fpcFinishHelp') : undefined}
        errors={errors('surfaceFinish')}
        onChange={(surfaceFinish) => onChange({ surfaceFinish: surfaceFinish as PcbFormState['surfaceFinish'] })}
      />
      <div className="spec-row">
        <SelectField
          id={id('goldThickness')}
          label={t('fields.goldThickness')}
          value={form.goldThickness}
          choices={options<number>('goldThickness')}
          errors={errors('goldThickness')}
          isDisabled={!isEnig}
          help={isEnig ? undefined : t('notes.goldOnlyEnig')}
          onChange={(goldThickness) => onChange({ goldThickness })}
        />
        <SelectField
          id={id('viaCovering')}
          label={t('fields.viaCovering')}
          value={form.viaCovering}
          choices={options('viaCovering')}
          errors={errors('viaCovering')}
          onChange={(viaCovering) => onChange({ viaCovering: viaCovering as PcbFormState['viaCovering'] })}
        />
      </div>
    </fieldset>
  );
}

/** The extras: test method, special processes (each with why it is unavailable), marks, packaging and the checks. */
export function PcbExtrasFields(props: PcbSectionProps & { processChoices: FieldChoice<string>[] }) {
  const { form, onChange, errors, processChoices } = props;
  const { t, id, options } = usePcbSection(props);
  const hasHdi = form.specialProcesses.includes('hdi');

  return (
    <fieldset className="spec-section">
      <legend>{t('sections.extras')}</legend>
      <ChoiceField
        id={id('testMethod')}
        label={t('fields.testMethod')}
        value={form.testMethod}
        choices={options('testMethod')}
        errors={errors('testMethod')}
        onChange={(testMethod) => onChange({ testMethod: testMethod as PcbFormState['testMethod'] })}
      />
      <CheckGroupField<SpecialProcess>
        id={id('specialProcesses')}
        label={t('fields.specialProcesses')}
        value={form.specialProcesses}
        choices={processChoices as FieldChoice<SpecialProcess>[]}
        errors={errors('specialProcesses')}
        onChange={(specialProcesses) => onChange({ specialProcesses })}
      />
      <div className="spec-row">
        <SelectField
          id={id('hdiOrder')}
          label={t('fields.hdiOrder')}
          value={form.hdiOrder}
          choices={options<number>('hdiOrder')}
          errors={errors('hdiOrder')}
          isDisabled={!hasHdi}
          help={hasHdi ? undefined : t('notes.hdiOrderOnlyHdi')}
          onChange={(hdiOrder) => onChange({ hdiOrder })}
        />
        <SelectField
          id={id('orderNumberMark')}
          label={t('fields.orderNumberMark')}
          value={form.orderNumberMark}
          choices={options('orderNumberMark')}
          errors={errors('orderNumberMark')}
          onChange={(mark) => onChange({ orderNumberMark: mark as PcbFormState['orderNumberMark'] })}
        />
        <SelectField
          id={id('packaging')}
          label={t('fields.packaging')}
          value={form.packaging}
          choices={options('packaging')}
          errors={errors('packaging')}
          onChange={(packaging) => onChange({ packaging: packaging as PcbFormState['packaging'] })}
        />
      </div>
      <div className="spec-checks-row">
        <CheckField
          id={id('ulMark')}
          label={t('fields.ulMark')}
          checked={form.ulMark}
          onChange={(ulMark) => onChange({ ulMark })}
        />
        <CheckField
          id={id('dateCode')}
          label={t('fields.dateCode')}
          checked={form.dateCode}
          onChange={(dateCode) => onChange({ dateCode })}
        />
        <CheckField
          id={id('productionDraftConfirm')}
          label={t('fields.productionDraftConfirm')}
          checked={form.productionDraftConfirm}
          onChange={(productionDraftConfirm) => onChange({ productionDraftConfirm })}
        />
      </div>
    </fieldset>
  );
}
