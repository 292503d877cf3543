import { fileLimits, type GerberUploadAnswer } from '@boardforge/contracts/files.ts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWithAntdScope } from '../../../app/antd-scope-loader.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useUploadGerber } from '../api/upload-gerber.ts';
import { formatLimit } from '../utils/check-upload-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import './design-files.css';

export type GerberUploadPanelProps = {
  /** The solder mask chosen in the form (sent with the upload; the previews are drawn in it). */
  solderMask: string;
  value: GerberUploadAnswer | null;
  onChange: (answer: GerberUploadAnswer | null) => void;
};

const gerberRules = { allowedExtensions: fileLimits.gerberExtensions, maxBytes: fileLimits.gerberMaxBytes };

// The analysis (antd Table, Collapse, Tag, inside the antd scope) shows only after an upload: fetched then, not with
// the quote page.
const GerberAnalysisView = lazy(() =>
  loadWithAntdScope(() => import('./gerber-analysis-view.tsx').then((m) => m.GerberAnalysisView)).then((c) => ({
    default: c,
  })),
);

/** Which solder mask the previews of an upload were drawn in (the answer does not say). */
type DrawnMask = { fileId: string; solderMask: string } | null;

/**
 * Upload of a zipped Gerber set (public): checks type and size first, shows progress, then the top and
 * bottom previews, size, layers, drills and smallest hole, the files with their roles and the
 * server's warnings. The previews are drawn once, in the solder mask chosen at upload time; the
 * server cannot redraw them, so a later change of colour is stated beside them.
 */
export function GerberUploadPanel({ solderMask, value, onChange }: GerberUploadPanelProps) {
  const { t } = useTranslation('files');
  const uploadGerber = useUploadGerber();
  const titleId = useId();
  const [drawnMask, setDrawnMask] = useSessionState<DrawnMask>('designFiles.gerberPreviewMask', null);

  if (value) {
    return (
      <section className="design-panel" aria-label={t('gerber.title')}>
        <Suspense fallback={<div className="design-panel-pending" aria-busy="true" />}>
          <GerberAnalysisView
            answer={value}
            drawnMask={drawnMask?.fileId === value.fileId ? drawnMask.solderMask : null}
            chosenMask={solderMask}
            onRemove={() => onChange(null)}
          />
        </Suspense>
      </section>
    );
  }

  return (
    <section className="design-panel" aria-labelledby={titleId}>
      <h2 className="design-panel-title" id={titleId}>
        {t('gerber.title')}
      </h2>
      <FileDropZone
        rules={gerberRules}
        title={t('gerber.dropTitle')}
        hint={t('gerber.dropHint', { limit: formatLimit(fileLimits.gerberMaxBytes) })}
        buttonLabel={t('gerber.dropLabel')}
        upload={async (file, controls) => {
          const answer = await uploadGerber.mutateAsync({ file, solderMask, ...controls });
          setDrawnMask({ fileId: answer.fileId, solderMask });
          onChange(answer);
        }}
      />
    </section>
  );
}
