import { type FullConfig, request } from '@playwright/test';
import { newPhone, readSmsCode } from './customer.ts';

/**
 * Before any test (the server is up): registers the customer of the SMS-login journey. The server allows one code
 * per phone a minute, whatever the purpose, so registering here, a minute or more before that journey asks for its
 * login code, spares it waiting out the minute. The phone reaches the tests as E2E_SMS_LOGIN_PHONE.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const phone = newPhone();
    const sent = await api.get(`/api/user/getCode?phone=${phone}&type=register`);
    if (!sent.ok()) throw new Error(`getCode answered ${sent.status()}: ${await sent.text()}`);
    const code = await readSmsCode(api, phone, 'register');
    const password = `Sms${phone.slice(-6)}x`;
    const saved = await api.post('/api/customer/saveuser', {
      data: { phone, password, confirmPassword: password, code, acceptTerms: true },
    });
    if (!saved.ok()) throw new Error(`saveuser answered ${saved.status()}: ${await saved.text()}`);
    process.env.E2E_SMS_LOGIN_PHONE = phone;
  } finally {
    await api.dispose();
  }
}
