import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '../../../components/native-fields/native-button.tsx';
import { Notice } from '../../../components/native-fields/notice.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { checkUploadFile, type UploadFileRules, type UploadRefusal } from '../utils/check-upload-file.ts';
import './design-files.css';

export type UploadControls = { onProgress: (percent: number) => void; signal: AbortSignal };

export type FileDropZoneProps = {
  rules: UploadFileRules;
  title: string;
  hint: string;
  /** Accessible name of the choose button. */
  buttonLabel: string;
  /** Sends the file; a rejection is shown in the zone (the server's msg), an abort is not. */
  upload: (file: File, controls: UploadControls) => Promise<void>;
};

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number };

/** Tells whether a rejection is the caller cancelling, not a failure. */
function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Drop or choose one file: checks extension and size before sending (naming the limit), shows upload
 * progress, then "reading…" until the server answers, and any refusal of the server with its message.
 */
export function FileDropZone({ rules, title, hint, buttonLabel, upload }: FileDropZoneProps) {
  const { t } = useTranslation('files');
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);

  const describeRefusal = (refusal: UploadRefusal): string => {
    switch (refusal.reason) {
      case 'extension':
        return t('upload.refused.extension', { name: refusal.name, allowed: refusal.allowed });
      case 'empty':
        return t('upload.refused.empty', { name: refusal.name });
      case 'tooLarge':
      case 'tooLargeUnder':
        return t(`upload.refused.${refusal.reason}`, { name: refusal.name, size: refusal.size, limit: refusal.limit });
    }
  };

  const start = async (file: File) => {
    if (phase.kind === 'uploading') return;
    const refusal = checkUploadFile(file, rules);
    if (refusal) {
      setError(describeRefusal(refusal));
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      await upload(file, {
        signal: controller.signal,
        onProgress: (percent) => setPhase({ kind: 'uploading', name: file.name, percent }),
      });
    } catch (failure) {
      if (controller.signal.aborted || isAbort(failure)) return;
      if (isApiError(failure) && failure.code === '401') setError(t('upload.sessionExpired'));
      else if (isApiError(failure)) setError(failure.message);
      else setError(t('upload.unexpected'));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setPhase({ kind: 'idle' });
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setPhase({ kind: 'idle' });
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  };

  const isUploading = phase.kind === 'uploading';

  return (
    <div className="design-drop">
      {/* Clicking anywhere opens the picker; keyboard and screen-reader users have the button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the accessible control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button inside handles the keyboard */}
      <div
        className={`design-drop-zone${isDragging ? ' is-dragging' : ''}${isUploading ? ' is-busy' : ''}`}
        onClick={(event) => {
          if (!isUploading && event.target === event.currentTarget) inputRef.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!isUploading) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
      >
        {/* antd's InboxOutlined, inline: the quote page's first view carries no icon library. */}
        <svg className="design-drop-icon" viewBox="0 0 48 48" aria-hidden="true">
          <path d="M42 26 36.4 10.3A2 2 0 0 0 34.5 9h-21a2 2 0 0 0-1.9 1.3L6 26v11a2 2 0 0 0 2 2h32a2 2 0 0 0 2-2zM14.2 12h19.6l4.6 13H30a6 6 0 0 1-12 0H9.6zM39 36H9v-8h6.3a9 9 0 0 0 17.4 0H39z" />
        </svg>
        <p className="design-drop-title">{title}</p>
        <p className="design-drop-hint" id={hintId}>
          {hint}
        </p>
        <NativeButton
          variant="primary"
          onClick={() => inputRef.current?.click()}
          disabled={isUploading}
          aria-describedby={hintId}
        >
          {buttonLabel}
        </NativeButton>
        <input
          ref={inputRef}
          type="file"
          className="design-drop-input"
          // Inline: antd's Form styles input[type=file] as a block with a stronger selector than a class.
          style={{ display: 'none' }}
          accept={rules.allowedExtensions.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </div>
      {isUploading ? (
        <div className="design-drop-progress" role="status" aria-live="polite">
          {phase.percent < 100 ? (
            <>
              <span>{t('upload.uploading', { name: phase.name, percent: phase.percent })}</span>
              <progress className="design-drop-bar" max={100} value={phase.percent} aria-label={phase.name} />
            </>
          ) : (
            <span>
              <span className="design-drop-spinner" aria-hidden="true" /> {t('upload.analysing', { name: phase.name })}
            </span>
          )}
          <NativeButton className="design-drop-cancel" onClick={cancel}>
            {t('upload.cancel')}
          </NativeButton>
        </div>
      ) : null}
      {error ? (
        <Notice
          className="design-drop-error"
          type="error"
          title={t('upload.failedTitle')}
          closeLabel={t('upload.dismiss')}
          onClose={() => setError(null)}
        >
          {error}
        </Notice>
      ) : null}
    </div>
  );
}
