import type { FieldError } from '@boardforge/contracts/envelope.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The server's word on a spec: its answer, or the fields it refused (400) with messages in the UI language. */
export type ServerQuote<Answer> = { ok: true; answer: Answer } | { ok: false; errors: FieldError[]; message: string };

/** Runs a quote call; a 400 becomes a refused result (not an error) so the form can show it beside the fields. */
export async function runServerQuote<Answer>(call: () => Promise<Answer>): Promise<ServerQuote<Answer>> {
  try {
    return { ok: true, answer: await call() };
  } catch (error) {
    if (isApiError(error) && error.code === '400') {
      return { ok: false, errors: error.fieldErrors, message: error.message };
    }
    throw error;
  }
}
