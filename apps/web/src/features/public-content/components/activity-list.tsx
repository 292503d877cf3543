import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { formatContentDate, pickText } from '../utils/pick-text.ts';
import { ContentImage } from './content-image.tsx';
import { ContentState } from './content-state.tsx';

const thumbWidth = 120;
const thumbHeight = 80;

/** Events and activities: cover picture, title, date, text and a gallery of photos that open full size. */
export function ActivityList() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList({ kind: 'activity', pageSize: 50 });
  const items = entriesOf(list.data, 'activity');
  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={items.length === 0}
      emptyText={t('activities.empty')}
      onRetry={() => void list.refetch()}
    >
      <ul className="activity-list" aria-label={t('activities.listLabel')}>
        {items.map(({ id, entry }) => {
          const text = pickText(entry, language);
          return (
            <li key={id} className="activity-item">
              <ContentImage src={entry.data.image} alt={text.title} className="activity-cover" />
              <div className="activity-text">
                <h2 className="content-card-title">{text.title}</h2>
                <time className="content-card-date" dateTime={entry.data.time}>
                  {formatContentDate(entry.data.time, language)}
                </time>
                <p>{text.text}</p>
                {entry.data.images.length > 0 ? (
                  <ul className="activity-gallery" aria-label={t('activities.gallery', { title: text.title })}>
                    <Image.PreviewGroup>
                      {entry.data.images.map((image, index) => (
                        <li key={`${image}-${String(index)}`}>
                          <Image
                            src={image}
                            alt={t('activities.photo', { title: text.title, number: index + 1 })}
                            width={thumbWidth}
                            height={thumbHeight}
                            loading="lazy"
                          />
                        </li>
                      ))}
                    </Image.PreviewGroup>
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </ContentState>
  );
}
