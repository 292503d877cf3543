import { homeHeroQuery } from '@boardforge/contracts/content.ts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { CarOutlined, ClockCircleOutlined, ThunderboltOutlined } from '../../../components/shell-icons.tsx';
import { readInitialData } from '../../../lib/initial-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';

// The badges take the icons in this order (a hero holds at most four; the fourth reuses the first).
const badgeIcons = [ThunderboltOutlined, CarOutlined, ClockCircleOutlined, ThunderboltOutlined];

/**
 * The home page's hero text and buttons from the first published hero record. Plain markup only (no antd
 * components): this is the first view. While it loads the space is kept and said in words; a failure offers a retry.
 */
export function HomeHeroCopy() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  // The first published hero is shown, from the answer the page's HTML carries when it was served by the server.
  const list = usePublicContentList(homeHeroQuery, readInitialData().homeHero);
  const hero = entriesOf(list.data, 'homeHero')[0];
  if (list.isPending)
    return (
      <div className="home-hero-copy home-hero-pending" role="status">
        <p className="home-hero-lead">{t('hero.loading')}</p>
      </div>
    );
  if (list.isError)
    return (
      <div className="home-hero-copy" role="alert">
        <p className="home-hero-lead">{t('hero.failed')}</p>
        <button type="button" className="link-button link-button-ghost on-dark" onClick={() => void list.refetch()}>
          {t('lists.retry')}
        </button>
      </div>
    );
  if (!hero)
    return (
      <div className="home-hero-copy">
        <p className="home-hero-lead">{t('hero.empty')}</p>
        <LinkButton to="/valuation" variant="accent" size="large">
          {t('cta.action')}
        </LinkButton>
      </div>
    );
  const text = pickText(hero.entry, language);
  return (
    <div className="home-hero-copy">
      <p className="eyebrow eyebrow-on-dark">{text.eyebrow}</p>
      <h1 id="home-title">{text.title}</h1>
      <p className="home-hero-lead">{text.subtitle}</p>
      <div className="home-hero-actions">
        <LinkButton to="/valuation" variant="accent" size="large">
          {text.primaryAction}
        </LinkButton>
        <LinkButton to="/factoryDisplay/processShow" variant="ghost" size="large" className="on-dark">
          {text.secondaryAction}
        </LinkButton>
      </div>
      {text.badges.length > 0 ? (
        <ul className="home-hero-badges">
          {text.badges.map((badge, index) => {
            const Icon = badgeIcons[index] ?? ThunderboltOutlined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: badges are positional (their icon is their place)
              <li key={index}>
                <Icon aria-hidden="true" /> {badge}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
