// An outside program that quotes a two-layer board with nothing but fetch and the types openapi-typescript generates
// from GET /api/docs/json (scripts/check-openapi.mjs writes them to ./generated/ and type-checks this file in CI, so a
// change of the API that would break such a client fails there).
// Run it against a local server: BOARDFORGE_URL=http://localhost:3000 npx tsx examples/api-client/quote-board.ts
import type { components, paths } from './generated/schema.d.ts';

type QuoteCall = paths['/api/pcb/calcPcbPrice']['post'];
type PcbSpec = QuoteCall['requestBody']['content']['application/json'];
type QuoteAnswer = QuoteCall['responses']['200']['content']['application/json'];
type Refusal = components['schemas']['ErrorEnvelope'];

const baseUrl = process.env.BOARDFORGE_URL ?? 'http://localhost:3000';

/** Prices a spec; a refusal is thrown with its stable reason (and the fields of a 400). */
async function quotePcb(spec: PcbSpec): Promise<QuoteAnswer['data']> {
  const response = await fetch(`${baseUrl}/api/pcb/calcPcbPrice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(spec),
  });
  if (!response.ok) {
    const refusal = (await response.json()) as Refusal;
    const fields = refusal.data.errors?.map((error) => `${error.field}: ${error.message}`).join('; ');
    throw new Error(`${refusal.code} ${refusal.data.reason}: ${fields ?? refusal.msg}`);
  }
  const answer = (await response.json()) as QuoteAnswer;
  return answer.data;
}

const quote = await quotePcb({ layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10 });
console.log(`${quote.mode} order, ${quote.areaM2} m², total ${quote.lines.total}`);
for (const item of quote.items) console.log(`  ${item.label}: ${item.amount}`);
