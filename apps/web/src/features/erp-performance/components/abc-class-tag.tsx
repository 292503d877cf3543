import type { AbcRow } from '@boardforge/contracts/performance.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Tag colour per class. The theme (app/theme.ts, Tag) darkens the text of green, gold and volcano to 5:1 or more on
 * their tints, so each letter keeps WCAG AA contrast; the letter itself carries the class, not the colour alone.
 */
const classColors: Record<AbcRow['class'], string> = { A: 'green', B: 'gold', C: 'volcano' };

/** The class of a row as a coloured tag, its meaning in the title. */
export function AbcClassTag({ abcClass }: { abcClass: AbcRow['class'] }) {
  const { t } = useTranslation('performance');
  return (
    <Tag color={classColors[abcClass]} title={t(`classes.hint${abcClass}`)} className="performance-class-tag">
      {t(`classes.${abcClass}`)}
    </Tag>
  );
}
