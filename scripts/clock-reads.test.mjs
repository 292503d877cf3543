// The server has one clock (issue 33): app.ts takes `now` from its caller (main.ts gives the wall clock, tests inject
// theirs) and hands it to every service. A service that reads the wall clock itself makes a test depend on the
// calendar, so a new `new Date()` or `Date.now()` in the server's or the domain's sources fails here, naming the line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The places allowed to read the wall clock, each with why it is not a business time. */
const allowedReads = new Map([
  ['apps/server/src/main.ts', 'wires the wall clock into the app as its one clock'],
  ['apps/server/src/app.ts', 'the one clock when the caller gives none'],
  ['apps/server/src/modules/notifications/aliyun-sms-provider.ts', "the signature's timestamp when no clock is given"],
  ['apps/server/src/modules/content/content.public.ts', 'the time the seed wrote the default content'],
  ['apps/server/src/modules/price-book/price-book.service.ts', 'the age of the cached price book (an interval)'],
]);

/** Lists the non-test TypeScript sources under a folder of the repository. */
function listSources(folder) {
  const found = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...listSources(relative));
    else if (entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) found.push(relative);
  }
  return found;
}

describe('the one clock', () => {
  it('no server or domain source reads the wall clock outside the listed places', () => {
    const reads = [...listSources('apps/server/src'), ...listSources('packages/domain/src')]
      .filter((file) => !allowedReads.has(file))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /new Date\(\s*\)|Date\.now\(\)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(reads).toEqual([]);
  });

  it('every listed place still reads it (a stale entry is removed)', () => {
    const stale = [...allowedReads.keys()].filter(
      (file) => !/new Date\(\s*\)|Date\.now\(\)/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(stale).toEqual([]);
  });
});
