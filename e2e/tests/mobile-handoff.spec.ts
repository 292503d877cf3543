import { findSevereViolations } from '../support/axe.ts';
import { newPhone, registerCustomer } from '../support/customer.ts';
import {
  type FakeMiniProgramApi,
  type MiniProgramSite,
  startFakeMiniProgramApi,
  startMiniProgramSite,
} from '../support/mini-program-server.ts';
import { waitForSettledPage } from '../support/navigate.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 15, point 4: a phone outside WeChat is offered (not sent to) the mini program when the server has one.
// A second server of the same build runs with a mini program on a fake WeChat API (loopback); the rig's own server
// has none.

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const weChatAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const wording = {
  'en-US': { offer: 'WeChat mini program', open: 'Open in WeChat', dismiss: 'No thanks, stay on the website' },
  'zh-CN': { offer: '微信小程序', open: '在微信中打开', dismiss: '不用了，继续浏览网站' },
} as const;

let api: FakeMiniProgramApi;
let site: MiniProgramSite;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  api = await startFakeMiniProgramApi();
  site = await startMiniProgramSite(api);
});
test.afterAll(async () => {
  await site?.close();
  await api?.close();
});

/** Opens a page and waits until its mini-program status call (when one is made) and its rendering are done. */
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await waitForSettledPage(page);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`a 390 px phone outside WeChat (${locale})`, () => {
    test.use({ locale, viewport: phone });

    test('is offered the mini program, and the offer opens the scheme link through /weixin', async ({ page }) => {
      const status = page.waitForResponse((answer) => answer.url().endsWith('/api/wechat/miniProgram'));
      await page.goto(`${site.baseURL}/boardMaking/pcbBoardMaking`);
      expect(await (await status).json()).toMatchObject({ data: { configured: true } });
      const offer = page.getByRole('complementary', { name: wording[locale].offer });
      await expect(offer).toBeVisible();
      // Offered, not forced: the page the visitor asked for is still there, and no link was asked for yet.
      await expect(page).toHaveURL(/\/boardMaking\/pcbBoardMaking$/);
      // The card is part of the page a phone visitor reads: it must not add a serious accessibility problem.
      await waitForSettledPage(page);
      expect(await findSevereViolations(page)).toEqual([]);
      const widths = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(widths).toBeLessThanOrEqual(phone.width);
      const asked = api.schemeRequests.length;

      await offer.getByRole('button', { name: wording[locale].open }).click();
      await expect(page).toHaveURL(/\/weixin\?openlink=weixin%3A%2F%2Fdl%2Fbusiness%2F%3Ft%3De2e\d+$/);
      expect(api.schemeRequests.slice(asked)).toEqual([{ path: '/pages/index/index', query: '' }]);
    });

    test('keeps the offer away once dismissed, after a reload too', async ({ page }) => {
      await page.goto(`${site.baseURL}/`);
      const offer = page.getByRole('complementary', { name: wording[locale].offer });
      await offer.getByRole('button', { name: wording[locale].dismiss }).click();
      await expect(offer).toHaveCount(0);
      await openSettled(page, `${site.baseURL}/aboutUs/aboutUs`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(offer).toHaveCount(0);
    });
  });
}

test.describe('a logged-in customer on a phone', () => {
  test('opens a link whose hand-off token the mini program exchanges once for that customer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.baseURL, viewport: phone, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const customerPhone = newPhone();
      await registerCustomer(page, customerPhone);
      await page.goto('/');
      const offer = page.getByRole('complementary', { name: wording['en-US'].offer });
      await offer.getByRole('button', { name: wording['en-US'].open }).click();
      await expect(page).toHaveURL(/\/weixin\?openlink=weixin/);
      const query = api.schemeRequests.at(-1)?.query ?? '';
      const token = new URLSearchParams(query).get('handoff') ?? '';
      expect(token).not.toBe('');
      // The token went to WeChat with the jump, server to server: the browser never held it.
      expect(page.url()).not.toContain(token);

      // The mini program's backend: no browser, no cookie, only the token.
      const exchange = () =>
        fetch(`${site.baseURL}/api/wechat/exchangeHandoff`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
      const first = await exchange();
      expect(await first.json()).toMatchObject({
        code: '200',
        data: { role: 'client', userInfo: { phonenumber: customerPhone } },
      });
      const again = await exchange();
      expect(again.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

test.describe('no offer', () => {
  test('in WeChat’s own browser at 390 px', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: weChatAgent, viewport: phone, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await openSettled(page, `${site.baseURL}/`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('complementary', { name: wording['zh-CN'].offer })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test.describe('at 1366 px', () => {
    test.use({ locale: 'en-US', viewport: desktop });
    test('on a desktop browser', async ({ page }) => {
      await openSettled(page, `${site.baseURL}/`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('complementary', { name: wording['en-US'].offer })).toHaveCount(0);
    });
  });

  test.describe('without a mini program', () => {
    test.use({ locale: 'en-US', viewport: phone });
    test('at 390 px the responsive site serves and no link is asked for', async ({ page }) => {
      const schemeCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/wechat/generateScheme')) schemeCalls.push(request.url());
      });
      const status = page.waitForResponse((answer) => answer.url().endsWith('/api/wechat/miniProgram'));
      await page.goto('/');
      expect(await (await status).json()).toMatchObject({ data: { configured: false } });
      await waitForSettledPage(page);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('complementary', { name: wording['en-US'].offer })).toHaveCount(0);
      expect(schemeCalls).toEqual([]);
    });
  });
});
