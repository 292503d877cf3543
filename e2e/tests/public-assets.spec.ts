import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rigSecrets } from '../support/mini-program-server.ts';
import { expect, test } from '../support/test.ts';

// Issue 15, point 4: no secret ever reaches the browser. The rig gives its servers known secrets (rig-secrets.json:
// the mini program's AppSecret, the hand-off token key, the code key, the SMS and mail passwords); none may appear in
// the built web app (apps/web/dist/**) nor in what the server answers a visitor.

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Every file under a folder. */
function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

test('the built web app holds none of the configured secrets', () => {
  const files = listFiles(dist);
  const scripts = files.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const found: string[] = [];
  let readsTheBundle = false;
  for (const path of files) {
    const text = readFileSync(path).toString('latin1');
    // The scan reads what the browser runs: the call of the mini-program status is in a script.
    if (text.includes('/wechat/miniProgram')) readsTheBundle = true;
    for (const [name, secret] of Object.entries(rigSecrets)) {
      if (text.includes(secret)) found.push(`${name} in ${relative(dist, path)}`);
    }
  }
  expect(readsTheBundle).toBe(true);
  expect(found).toEqual([]);
});

test('the pages and public answers a visitor gets hold none of them', async ({ request }) => {
  const answers = await Promise.all(
    ['/', '/weixin', '/api/wechat/miniProgram', '/api/health'].map(async (path) => (await request.get(path)).text()),
  );
  const page = answers[0] ?? '';
  expect(page).toContain('id="root"');
  const scriptPaths = [...page.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scriptPaths.length).toBeGreaterThan(0);
  for (const path of scriptPaths) answers.push(await (await request.get(path)).text());
  for (const [name, secret] of Object.entries(rigSecrets)) {
    for (const answer of answers) expect(answer.includes(secret), name).toBe(false);
  }
});
