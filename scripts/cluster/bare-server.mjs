// A bare Fastify route behind the same nginx as the app (npm run bench:cluster): the ceiling one process of this
// machine reaches through the proxy, that the app's routes are read against. PORT names its port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { code: '200', msg: 'OK', data: { ok: true } };
app.get('/api/health', async () => answer);
app.post('/api/bare', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
