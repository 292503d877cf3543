import type { FastifyRequest } from 'fastify';
import type { SandboxPageView } from './sandbox.service.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * The sandbox gateway's pay page in the request's language: the order, amount and status, and while the payment is
 * pending a Pay and a Fail button. No script at all (the site's CSP allows none inline): the buttons submit a plain
 * form to POST /api/dev/sandbox/pay, which answers with a redirect back here.
 */
export function renderSandboxPage(request: FastifyRequest, view: SandboxPageView): string {
  const t = (key: Parameters<FastifyRequest['t']>[0]) => escapeHtml(request.t(key));
  const statusText = t(`payments.status.${view.status}`);
  const buttons =
    view.status === 'pending'
      ? `<form method="post" action="/api/dev/sandbox/pay">
  <input type="hidden" name="paymentId" value="${escapeHtml(view.paymentId)}">
  <button type="submit" name="result" value="paid" style="background:#1677ff;color:#fff">${t('payments.sandboxPay')}</button>
  <button type="submit" name="result" value="failed">${t('payments.sandboxFail')}</button>
</form>`
      : '';
  return `<!doctype html>
<html lang="${request.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('payments.sandboxTitle')}</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f">
<h1 style="font-size:1.4rem">${t('payments.sandboxTitle')}</h1>
<p style="background:#fffbe6;border:1px solid #ffe58f;padding:.5rem .75rem">${t('payments.sandboxNotice')}</p>
<dl>
  <dt>${t('payments.sandboxOrder')}</dt><dd>${escapeHtml(view.orderNo)}</dd>
  <dt>${t('payments.sandboxAmount')}</dt><dd>¥${escapeHtml(view.amountYuan)}</dd>
  <dt>${t('payments.sandboxStatus')}</dt><dd data-status="${escapeHtml(view.status)}">${statusText}</dd>
</dl>
${buttons}
</body>
</html>
`;
}
