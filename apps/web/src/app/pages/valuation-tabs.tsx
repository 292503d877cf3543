import { BomOrderingPanel, type BomOrderingState } from '../../features/design-files/components/bom-ordering-panel.tsx';
import { noSmtFiles, type SmtFiles, SmtFilesPanel } from '../../features/design-files/components/smt-files-panel.tsx';
import { BomQuoteTab } from '../../features/quotes/components/bom-quote-tab.tsx';
import { SmtQuoteTab } from '../../features/quotes/components/smt-quote-tab.tsx';
import { useSessionState } from '../../lib/use-session-state.ts';

// The SMT, stencil and BOM tabs of /valuation, composed with their upload panels: one chunk the page fetches when
// one of them opens, so the first view (the PCB tab) carries neither these forms nor their uploads' antd parts.

export { StencilQuoteTab } from '../../features/quotes/components/stencil-quote-tab.tsx';

/** The SMT tab with its BOM and pick-and-place files (kept for the tab session). */
export function SmtTabPane() {
  const [smtFiles, setSmtFiles] = useSessionState<SmtFiles>('quotes.files.smt', () => noSmtFiles);
  return (
    <SmtQuoteTab
      files={{
        ...(smtFiles.bom ? { bomFileId: smtFiles.bom.fileId } : {}),
        ...(smtFiles.cpl ? { cplFileId: smtFiles.cpl.fileId, cplPlacements: smtFiles.cpl.placements } : {}),
      }}
      renderFiles={(fillFromCpl) => (
        <SmtFilesPanel
          value={smtFiles}
          onChange={(next) => {
            setSmtFiles(next);
            if (next.cpl && next.cpl.fileId !== smtFiles.cpl?.fileId) fillFromCpl(next.cpl);
          }}
        />
      )}
    />
  );
}

/** The BOM tab with its spreadsheet upload; the page keeps the upload's state so a tab switch does not lose it. */
export function BomTabPane({
  value,
  onChange,
}: {
  value: BomOrderingState | null;
  onChange: (next: BomOrderingState | null) => void;
}) {
  return (
    <BomQuoteTab
      uploadSlot={<BomOrderingPanel value={value} onChange={onChange} />}
      uploaded={value ? { fileId: value.fileId, sets: value.sets } : null}
    />
  );
}
