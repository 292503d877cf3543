import { CopyOutlined, DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { maxProfileImportBytes, maxProfilesPerImport } from '@boardforge/contracts/order-profiles.ts';
import { Alert, App, Button, Input, Space } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { exportProfiles } from '../api/export-profiles.ts';
import { useImportProfiles } from '../api/import-profiles.ts';
import { describeImportErrors } from '../utils/import-refusal.ts';

const exportFileName = 'boardforge-profiles.json';

/** The text of a document as the import sends it, or the first reason it cannot be sent. */
function readDocument(
  text: string,
): { document: unknown } | { refusal: 'notJson' | 'tooLarge' | 'tooMany'; count?: number } {
  if (new TextEncoder().encode(text).length > maxProfileImportBytes) return { refusal: 'tooLarge' };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { refusal: 'notJson' };
  }
  const profiles =
    typeof document === 'object' && document !== null && 'profiles' in document ? document.profiles : null;
  if (Array.isArray(profiles) && profiles.length > maxProfilesPerImport)
    return { refusal: 'tooMany', count: profiles.length };
  return { document };
}

/** Export (download and copyable text) and import (pasted or from a file) of the own profiles as JSON. */
export function ProfileTransfer() {
  const { t } = useTranslation('profiles');
  const { message } = App.useApp();
  const importer = useImportProfiles();
  const [exported, setExported] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const loadExport = async (): Promise<string | null> => {
    try {
      const json = JSON.stringify(await exportProfiles(), null, 2);
      setExported(json);
      return json;
    } catch {
      return null;
    }
  };

  const download = async () => {
    const json = await loadExport();
    if (json === null) return;
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled: revoking at once can cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const copy = async () => {
    const json = await loadExport();
    if (json === null) return;
    try {
      await navigator.clipboard.writeText(json);
      void message.success(t('transfer.copied'));
    } catch {
      void message.info(t('transfer.copyManual'));
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxProfileImportBytes) {
      setProblems([t('transfer.tooLarge', { limit: maxProfileImportBytes / 1024 })]);
      return;
    }
    setText(await file.text());
    setProblems([]);
  };

  const runImport = async () => {
    const read = readDocument(text);
    if ('refusal' in read) {
      const words = {
        notJson: t('transfer.notJson'),
        tooLarge: t('transfer.tooLarge', { limit: maxProfileImportBytes / 1024 }),
        tooMany: t('transfer.tooMany', { found: read.count ?? 0, max: maxProfilesPerImport }),
      };
      setProblems([words[read.refusal]]);
      return;
    }
    try {
      // The server checks the document against the contract; whatever was pasted is sent as it is.
      const answer = await importer.mutateAsync(read.document as Parameters<typeof importer.mutateAsync>[0]);
      setProblems([]);
      setText('');
      void message.success(t('transfer.imported', { count: answer.imported }));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setProblems(describeImportErrors(error.fieldErrors, read.document, t));
      } else setProblems([error instanceof Error ? error.message : t('transfer.notJson')]);
    }
  };

  return (
    <section className="order-profile-transfer" aria-labelledby="profile-transfer-title">
      <h2 id="profile-transfer-title" className="card-heading">
        {t('transfer.title')}
      </h2>
      <p className="member-muted">{t('transfer.lead')}</p>
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('transfer.download')}
        </Button>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('transfer.copy')}
        </Button>
      </Space>
      {exported !== null ? (
        <Input.TextArea
          className="order-profile-json"
          aria-label={t('transfer.exportText')}
          value={exported}
          readOnly
          autoSize={{ minRows: 3, maxRows: 12 }}
        />
      ) : null}
      <Input.TextArea
        className="order-profile-json"
        aria-label={t('transfer.importLabel')}
        placeholder={t('transfer.importLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 12 }}
      />
      <Space wrap>
        <label className="link-button link-button-default link-button-middle">
          {t('transfer.chooseFile')}
          <input type="file" accept="application/json,.json" hidden onChange={(event) => void chooseFile(event)} />
        </label>
        <Button
          type="primary"
          icon={<ImportOutlined />}
          disabled={text.trim() === ''}
          loading={importer.isPending}
          onClick={() => void runImport()}
        >
          {t('transfer.import')}
        </Button>
      </Space>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('transfer.refused')}
          description={
            <ul className="order-profile-problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </section>
  );
}
