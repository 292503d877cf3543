import { FilePdfOutlined, FileZipOutlined, PaperClipOutlined } from '@ant-design/icons';
import { type DesignFile, designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../../lib/request.ts';

const imageExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.gif'];

/** Tells whether a file is shown as a picture (the 3D views of a round). */
function isImage(file: DesignFile): boolean {
  const name = file.name.toLowerCase();
  return file.kind === 'view3d' || imageExtensions.some((extension) => name.endsWith(extension));
}

/** One side of a Gerber set drawn by the Gerber viewer (the design service's preview route); none when it cannot be. */
function GerberSide({ file, side }: { file: DesignFile; side: 'top' | 'bottom' }) {
  const { t } = useTranslation('designJobs');
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return null;
  return (
    <img
      className="design-gerber-side"
      src={`${designJobPaths.filePreview}?${new URLSearchParams({ fileId: file.fileId, side })}`}
      alt={`${t('rounds.gerberPreview')} ${file.name} (${side})`}
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}

/** A job's files: a link each (the PDF of the layout opens in a tab), pictures shown, a Gerber set previewed. */
export function DesignFileLinks({ files }: { files: DesignFile[] }) {
  const { t } = useTranslation('designJobs');
  return (
    <ul className="design-files">
      {files.map((file) => {
        const href = file.url.startsWith('/') ? file.url : buildUrl(file.url);
        const icon =
          file.kind === 'layoutPdf' || file.name.toLowerCase().endsWith('.pdf') ? (
            <FilePdfOutlined aria-hidden="true" />
          ) : file.name.toLowerCase().endsWith('.zip') ? (
            <FileZipOutlined aria-hidden="true" />
          ) : (
            <PaperClipOutlined aria-hidden="true" />
          );
        return (
          <li key={file.fileId}>
            <a href={href} target="_blank" rel="noopener" aria-label={t('rounds.openFile', { name: file.name })}>
              {icon} {file.name}
            </a>
            {isImage(file) ? <Image src={href} alt={file.name} width={160} /> : null}
            {file.kind === 'gerber' ? (
              <figure className="design-gerber" aria-label={t('rounds.gerberPreview')}>
                <GerberSide file={file} side="top" />
                <GerberSide file={file} side="bottom" />
              </figure>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
