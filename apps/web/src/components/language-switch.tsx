import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n-setup.ts';
import type { Language } from '../lib/languages.ts';
import { useLanguage } from '../lib/use-language.ts';
import { TranslationOutlined } from './shell-icons.tsx';
import './language-switch.css';

const options: { language: Language; labelKey: 'language.zh' | 'language.en' }[] = [
  { language: 'zh-CN', labelKey: 'language.zh' },
  { language: 'en', labelKey: 'language.en' },
];

/** 中文 / English switch; the choice is remembered in localStorage. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className={`language-switch language-switch-${tone}`}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      <TranslationOutlined aria-hidden="true" />
      {options.map(({ language, labelKey }, index) => (
        <span key={language} className="language-switch-item">
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          <button
            type="button"
            lang={language}
            aria-pressed={current === language}
            onClick={() => changeLanguage(language)}
          >
            {t(labelKey)}
          </button>
        </span>
      ))}
    </fieldset>
  );
}
