import { DeleteOutlined } from '@ant-design/icons';
import { fileLimits } from '@boardforge/contracts/files.ts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { buildLoginUrl } from '../../../lib/safe-redirect.ts';
import { useSession } from '../../../lib/session.ts';
import { useUploadBom } from '../api/upload-bom.ts';
import { useUploadCpl } from '../api/upload-cpl.ts';
import { formatLimit } from '../utils/check-upload-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import './design-files.css';

/** The files of an SMT quote: the BOM and the pick-and-place (CPL) list, each once uploaded. */
export type SmtFiles = {
  bom: { fileId: string; fileName: string; lineCount: number } | null;
  cpl: { fileId: string; fileName: string; placements: number; top: number; bottom: number; warnings: string[] } | null;
};

export const noSmtFiles: SmtFiles = { bom: null, cpl: null };

const spreadsheetRules = { allowedExtensions: fileLimits.bomExtensions, maxBytes: fileLimits.bomMaxBytes };

/**
 * The SMT tab's files: a BOM and a pick-and-place list, uploaded to the customer's account (visitors are asked to log
 * in). The CPL's placements per board and sides go to the form through `onChange`.
 */
export function SmtFilesPanel({ value, onChange }: { value: SmtFiles; onChange: (next: SmtFiles) => void }) {
  const { t } = useTranslation('files');
  const { isClient, isStaff } = useSession();
  const uploadBom = useUploadBom();
  const uploadCpl = useUploadCpl();
  if (!isClient) {
    return (
      <section className="design-panel" aria-labelledby="smt-files-title" data-testid="smt-files">
        <h3 id="smt-files-title">{t('smt.title')}</h3>
        <p>{t(isStaff ? 'smt.staffText' : 'smt.loginText')}</p>
        <LinkButton to={buildLoginUrl('/valuation?tab=smt')} variant="primary">
          {t('bom.login')}
        </LinkButton>
      </section>
    );
  }
  const hint = t('smt.dropHint', { limit: formatLimit(fileLimits.bomMaxBytes) });
  return (
    <section className="design-panel" aria-labelledby="smt-files-title" data-testid="smt-files">
      <h3 id="smt-files-title">{t('smt.title')}</h3>
      <p>{t('smt.explain')}</p>
      {value.cpl ? (
        <div className="smt-file" data-testid="smt-cpl">
          <span>
            <strong>{value.cpl.fileName}</strong> ·{' '}
            {t('smt.cplSummary', { count: value.cpl.placements, top: value.cpl.top, bottom: value.cpl.bottom })}
          </span>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('smt.remove', { name: value.cpl.fileName })}
            onClick={() => onChange({ ...value, cpl: null })}
          />
          {value.cpl.warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon message={warning} />
          ))}
        </div>
      ) : (
        <FileDropZone
          rules={spreadsheetRules}
          title={t('smt.cplTitle')}
          hint={hint}
          buttonLabel={t('smt.cplLabel')}
          upload={async (file, controls) => {
            const answer = await uploadCpl.mutateAsync({ file, ...controls });
            const { placements, top, bottom, warnings } = answer.analysis;
            onChange({
              ...value,
              cpl: { fileId: answer.fileId, fileName: answer.fileName, placements, top, bottom, warnings },
            });
          }}
        />
      )}
      {value.bom ? (
        <div className="smt-file" data-testid="smt-bom">
          <span>
            <strong>{value.bom.fileName}</strong> · {t('smt.bomSummary', { count: value.bom.lineCount })}
          </span>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('smt.remove', { name: value.bom.fileName })}
            onClick={() => onChange({ ...value, bom: null })}
          />
        </div>
      ) : (
        <FileDropZone
          rules={spreadsheetRules}
          title={t('smt.bomTitle')}
          hint={hint}
          buttonLabel={t('smt.bomLabel')}
          upload={async (file, controls) => {
            const answer = await uploadBom.mutateAsync({ file, ...controls });
            onChange({
              ...value,
              bom: { fileId: answer.fileId, fileName: answer.fileName, lineCount: answer.lineCount },
            });
          }}
        />
      )}
    </section>
  );
}
