import type { FieldError } from '@boardforge/contracts/envelope.ts';
import {
  type PreviewPriceBookRequest,
  previewPriceBookRequestSchema,
  priceBookLimits,
  publishPriceBookRequestSchema,
} from '@boardforge/contracts/price-book.ts';
import { Alert, App, Button, Collapse, Input, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';
import { Permission } from '../../../components/permission.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePreviewPriceBook } from '../api/preview-price-book.ts';
import { usePublishPriceBook } from '../api/publish-price-book.ts';
import { PriceBookFields } from './price-book-fields.tsx';
import { readBookIssue } from './price-book-labels.ts';
import { PriceBookPreview } from './price-book-preview.tsx';
import { findSectionKey, priceBookSections, readAtPath, writeAtPath } from './price-book-sections.ts';
import { usePriceBookWords } from './use-price-book-words.ts';

type DraftBook = PreviewPriceBookRequest['book'];
const editTags = ['priceBook:edit'] as const;

type RequestIssue = z.core.$ZodIssue;

function toErrorsOfRefusal(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map((entry) => ({ field: entry.field.replace(/^book\./, ''), message: entry.message }));
}

/**
 * The price-book editor: the current version as a form in sections, checked by the contracts' schema before any call;
 * a preview of the draft on the reference quotes and the open unpaid orders; publishing with a note as version n + 1.
 * A refusal keeps everything typed: a 400 marks its fields, a 409 says someone published in between.
 */
export function PriceBookEditor() {
  const { t } = useTranslation('priceBook');
  const { message } = App.useApp();
  const words = usePriceBookWords();
  const current = useCurrentPriceBook();
  const preview = usePreviewPriceBook();
  const publish = usePublishPriceBook();
  const [draft, setDraft] = useState<DraftBook | null>(null);
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [openSections, setOpenSections] = useState<string[]>([]);
  const [isStale, setIsStale] = useState(false);

  const startFrom = (version: number, book: unknown) => {
    // The domain book is deeply readonly; the draft is the contract's (mutable) shape of the same data.
    setDraft(structuredClone(book) as DraftBook);
    setBaseVersion(version);
    setErrors([]);
    setIsStale(false);
    preview.reset();
  };

  // The first answer starts the draft; later ones (a refetch) leave what is typed alone.
  useEffect(() => {
    if (draft !== null || !current.data) return;
    setDraft(structuredClone(current.data.book) as DraftBook);
    setBaseVersion(current.data.version);
  }, [draft, current.data]);

  /** The schema's issues as sentences in the page's language, each naming the book's own path (no `book.`). */
  const toBookErrors = (issues: readonly RequestIssue[]): FieldError[] =>
    issues.map((issue) => {
      if (issue.path[0] !== 'book') return { field: issue.path.map(String).join('.'), message: t('noteRequired') };
      const read = readBookIssue({ ...issue, path: issue.path.slice(1) }, draft);
      return { field: read.field, message: words.describeIssue(read, readAtPath(draft, read.field)) };
    });

  const errorsByPath = useMemo(() => new Map(errors.map((entry) => [entry.field, entry.message])), [errors]);

  const showErrors = (found: FieldError[]) => {
    setErrors(found);
    const sections = found.map((entry) => findSectionKey(entry.field)).filter((key): key is string => !!key);
    setOpenSections((open) => [...new Set([...open, ...sections])]);
  };

  const change = (path: string, value: unknown) => {
    setDraft((book) => (book === null ? book : writeAtPath(book, path, value)));
    preview.reset();
  };

  const runPreview = async () => {
    const checked = previewPriceBookRequestSchema.safeParse({ book: draft });
    if (!checked.success) return showErrors(toBookErrors(checked.error.issues));
    showErrors([]);
    try {
      await preview.mutateAsync(checked.data);
    } catch (error) {
      showErrors(toErrorsOfRefusal(error));
    }
  };

  const runPublish = async () => {
    const request: z.input<typeof publishPriceBookRequestSchema> = {
      book: draft as DraftBook,
      note,
      ...(baseVersion ? { baseVersion } : {}),
    };
    const checked = publishPriceBookRequestSchema.safeParse(request);
    if (!checked.success) return showErrors(toBookErrors(checked.error.issues));
    showErrors([]);
    try {
      const published = await publish.mutateAsync(checked.data);
      setBaseVersion(published.version);
      setNote('');
      preview.reset();
      void message.success(t('published', { version: published.version }));
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'priceBook.versionChanged') setIsStale(true);
      else showErrors(toErrorsOfRefusal(error));
    }
  };

  if (current.isError && !current.data) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (draft === null || baseVersion === null) return <p>{t('loading')}</p>;

  const refusal = publish.error ?? preview.error;
  const noteError = errorsByPath.get('note');
  return (
    <div className="price-book-editor">
      <p>{t('startedFrom', { version: baseVersion })}</p>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('invalid', { count: errors.length })}
          description={
            <ul className="price-book-error-list">
              {errors.map((entry) => (
                <li key={`${entry.field}:${entry.message}`}>
                  <code>{entry.field}</code>: {entry.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {isStale ? (
        <Alert
          type="warning"
          showIcon
          title={t('stale', { version: baseVersion })}
          action={
            <Button
              size="small"
              onClick={async () => {
                const fresh = await current.refetch();
                if (fresh.data) startFrom(fresh.data.version, fresh.data.book);
              }}
            >
              {t('startAgain')}
            </Button>
          }
        />
      ) : null}
      {refusal instanceof ApiError && refusal.fieldErrors.length === 0 && !isStale ? (
        <Alert type="error" showIcon title={refusal.message} />
      ) : null}
      <Collapse
        activeKey={openSections}
        onChange={(keys) => setOpenSections(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
        destroyOnHidden
        items={priceBookSections.map((section) => ({
          key: section.key,
          label: t(`sections.${section.key}`),
          children: <PriceBookFields draft={draft} section={section} errors={errorsByPath} onChange={change} />,
        }))}
      />
      <div className="price-book-actions">
        <Button onClick={() => void runPreview()} loading={preview.isPending}>
          {t('preview.run')}
        </Button>
        <Permission tags={editTags}>
          <Space direction="vertical" className="price-book-publish">
            <label htmlFor="price-book-note">{t('note')}</label>
            <Input.TextArea
              id="price-book-note"
              value={note}
              maxLength={priceBookLimits.note}
              status={noteError ? 'error' : undefined}
              aria-invalid={noteError ? true : undefined}
              onChange={(event) => setNote(event.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
            {noteError ? <span className="price-book-field-error">{t('noteRequired')}</span> : null}
            <Button type="primary" onClick={() => void runPublish()} loading={publish.isPending}>
              {t('publish', { version: baseVersion + 1 })}
            </Button>
          </Space>
        </Permission>
      </div>
      {preview.data ? <PriceBookPreview preview={preview.data} /> : null}
    </div>
  );
}
