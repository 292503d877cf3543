import { Button, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type RichTextInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  maxLength: number;
  /** The field's name, for the toolbar's accessible name. */
  label: string;
};

/** The toolbar's markup: what each button wraps the selection in. */
const wrappers = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  heading: ['<h3>', '</h3>'],
  paragraph: ['<p>', '</p>'],
  list: ['<ul>\n<li>', '</li>\n</ul>'],
  link: ['<a href="https://">', '</a>'],
} as const;
type Wrapper = keyof typeof wrappers;

/**
 * A plain rich-text editor: the HTML in a text area, and a toolbar that wraps the selection in an allowed tag. The
 * server keeps only its allow-list of tags at save (script, styles and event handlers are dropped) and the preview
 * shows what it kept.
 */
export function RichTextInput({ id, value = '', onChange, maxLength, label }: RichTextInputProps) {
  const { t } = useTranslation('erpContent');
  const area = useRef<TextAreaRef>(null);

  const wrap = (wrapper: Wrapper) => {
    const element = area.current?.resizableTextArea?.textArea;
    const [before, after] = wrappers[wrapper];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange?.(`${value.slice(0, start)}${before}${value.slice(start, end)}${after}${value.slice(end)}`);
    element?.focus();
  };

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap size={4} role="toolbar" aria-label={t('editor.toolbar', { field: label })}>
        {(Object.keys(wrappers) as Wrapper[]).map((wrapper) => (
          <Button key={wrapper} size="small" onClick={() => wrap(wrapper)}>
            {t(`editor.${wrapper}`)}
          </Button>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={maxLength}
        autoSize={{ minRows: 5, maxRows: 14 }}
        spellCheck
      />
    </Space>
  );
}
