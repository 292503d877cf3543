import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextPart } from '../../texts-as-json.ts';
import { enErpTexts } from './erp-texts-en.ts';
import { zhErpTexts } from './erp-texts-zh.ts';
import { enQuoteTexts } from './quote-texts-en.ts';
import { zhQuoteTexts } from './quote-texts-zh.ts';
import { enSiteTexts } from './site-texts-en.ts';
import { zhSiteTexts } from './site-texts-zh.ts';
import { enStartTexts } from './start-texts-en.ts';
import { zhStartTexts } from './start-texts-zh.ts';

// The browser fetches each part of the texts as the JSON the build plugin (texts-as-json.ts) reads from the part's
// module; the tests, the types and the parity check import the module itself. The two must hold the same texts.
const here = import.meta.dirname;
const parts: Record<string, unknown> = {
  'start-texts-en.ts': enStartTexts,
  'start-texts-zh.ts': zhStartTexts,
  'quote-texts-en.ts': enQuoteTexts,
  'quote-texts-zh.ts': zhQuoteTexts,
  'site-texts-en.ts': enSiteTexts,
  'site-texts-zh.ts': zhSiteTexts,
  'erp-texts-en.ts': enErpTexts,
  'erp-texts-zh.ts': zhErpTexts,
};

describe('the texts served as JSON', () => {
  it('covers every part module of this folder', () => {
    const modules = readdirSync(here).filter((file) => /^[a-z]+-texts-(en|zh)\.ts$/.test(file));
    expect(modules.sort()).toEqual(Object.keys(parts).sort());
  });

  for (const [file, texts] of Object.entries(parts)) {
    it(`holds what ${file} exports`, () => {
      expect(readTextPart(path.join(here, file))).toEqual(texts);
    });
  }

  it('refuses a part module it cannot read whole, instead of serving fewer texts', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'text-part-'));
    mkdirSync(path.join(folder, 'en'));
    writeFileSync(path.join(folder, 'en/common.json'), '{"ok":"OK"}');
    writeFileSync(path.join(folder, 'en/home.json'), '{"title":"Home"}');
    const file = path.join(folder, 'odd-texts-en.ts');
    writeFileSync(
      file,
      "import enCommon from './en/common.json';\nimport enHome from './en/home.json';\n\nexport const enOdd = {\n  common: enCommon,\n  home: enHome as never,\n};\n",
    );
    expect(() => readTextPart(file)).toThrow(/cannot read the namespace line/);
  });
});
