import { describe, expect, it } from 'vitest';
import { escapeHtml, toInlineJson, toPlainParagraphs } from './html-text.ts';

describe('html-text', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeHtml(`</title><script>alert("x")</script>'&`)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;',
    );
  });

  it('keeps inline JSON from closing its script block, and it parses back to the same value', () => {
    const value = { headline: '</script><script>alert(1)</script> & "quotes"\u2028' };
    const json = toInlineJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('turns a sanitised body into paragraphs of text', () => {
    expect(toPlainParagraphs('<h2>Title</h2><p>One &amp; <strong>two</strong></p><ul><li>a&lt;b</li></ul>')).toEqual([
      'Title',
      'One & two',
      'a<b',
    ]);
  });
});
