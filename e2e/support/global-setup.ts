import { type FullConfig, request } from '@playwright/test';
import { newPhone, readSmsCode, registerEmailCustomer } from './customer.ts';

/**
 * Before any test (the server is up): registers the customer of the SMS-login journey and the e-mail customer of the
 * password-reset journey, who then ask for a login or reset code only. The server allows one code per phone or
 * address an interval, whatever the purpose (a second in this rig, see start-server.mjs), which has passed by the
 * time they ask. They reach the tests as E2E_SMS_LOGIN_PHONE and E2E_EMAIL_RESET_ADDRESS.
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
    const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await registerEmailCustomer(api, email);
    process.env.E2E_EMAIL_RESET_ADDRESS = email;
  } finally {
    await api.dispose();
  }
}
