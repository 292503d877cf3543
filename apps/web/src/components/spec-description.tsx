import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../lib/request.ts';
import { describeSpec, type SpecSubject } from '../lib/spec-description.ts';
import './spec-description.css';

export type SpecDescriptionProps = SpecSubject & {
  /** The level of the section headings, one below the heading of the card that holds the description. */
  headingLevel: 3 | 4;
};

/**
 * An order's spec as the quote form names it, in the reader's language: the form's sections, each field's label and
 * value, and the order's files by name with a download link (the order page, the staff drawer).
 */
export function SpecDescription({ headingLevel, ...subject }: SpecDescriptionProps) {
  const { t, i18n } = useTranslation('quotes');
  const idPrefix = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="spec-description">
      {describeSpec(subject, t, i18n.language).map((group) => {
        const headingId = `${idPrefix}-${group.section}`;
        return (
          <section key={group.section} className="spec-description-group" aria-labelledby={headingId}>
            <Heading id={headingId} className="spec-description-heading">
              {group.title}
            </Heading>
            <dl className="spec-description-list">
              {group.rows.map((row) => (
                <div key={row.field} className="spec-description-row">
                  <dt>{row.label}</dt>
                  <dd>
                    {row.file ? (
                      <a
                        href={buildUrl('/file/download', { fileId: row.file.fileId })}
                        download={row.file.fileName}
                        title={t('spec.download', { name: row.file.fileName })}
                      >
                        {row.value}
                      </a>
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
