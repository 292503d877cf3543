import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test.ts';

// The weight of the first view (issue 15 point 3), in bytes, never in time: a phone opens / and /valuation in a fresh
// browser context (empty cache) and every script it fetches until the network is quiet is summed as its built file
// gzipped (level 9, from apps/web/dist, which this suite runs against). `npm run bench:web` measures the same sets
// with a mobile network and CPU and writes them into docs/performance.md.
//
// The goal is 200 kB per page. The limits below are the sizes reached so far plus a margin of about 5 %:
// they stop the first view from growing back (a vendor group of every antd component once put 665 kB on /) and are
// lowered as it shrinks. What is left above the goal is listed in docs/performance.md.
const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const goalBytes = 200_000;
// `/` fetches no antd since the app shell carries none (209 kB in 14 files; it was 425 kB with antd's ConfigProvider
// in the shell), no zod classic since the contracts are written with zod/mini, and no back-office route table.
// `/valuation` fetches no antd either: its quote forms are native controls (218 kB in 11 files; it was 554 kB).
const limits: Record<string, number> = { '/': 219_000, '/valuation': 229_000 };

for (const [pathname, limit] of Object.entries(limits)) {
  for (const locale of ['zh-CN', 'en-US']) {
    test(`the first view of ${pathname} (${locale}) fetches at most ${limit / 1000} kB of JavaScript, gzip`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        const scripts = new Set<string>();
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
        });
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const sizes = [...scripts].map((file) => ({
          file,
          gzip: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
        }));
        const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
        const largest = sizes
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 8)
          .map(({ file, gzip }) => `${file} ${gzip}`);
        test.info().annotations.push({
          type: 'first-view JS',
          description: `${total} bytes gzip in ${sizes.length} files (goal ${goalBytes}); largest: ${largest.join(', ')}`,
        });
        expect(sizes.length).toBeGreaterThan(0);
        // Neither zod's classic API (its schema classes, decision 0009) nor the back office's route table (the
        // registry of every back-office page, app/erp/erp-routes.ts) is part of a public first view.
        const unwanted = /[`"']ZodType[`"']|[`"']collection-verification[`"']/;
        const carriers = sizes.filter(({ file }) => unwanted.test(readFileSync(join(webDist, file), 'utf8')));
        expect(carriers.map(({ file }) => file)).toEqual([]);
        expect(total, `first-view JS of ${pathname}; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(limit);
      } finally {
        await context.close();
      }
    });
  }
}
