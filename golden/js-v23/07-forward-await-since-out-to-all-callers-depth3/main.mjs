import { statement, exists } from './service.mjs';

async function handle(request) {
  const { userId, days } = request.query;
  const today = request.now ?? 30;
  const body = await statement(userId, today, days);
  const text = `${body.name}: ${body.total} in ${body.count} orders`;
  console.log(`served ${request.path}`);
  return { status: 200, text };
}

async function health() {
  const known = await exists(1);
  const probe = await statement(1, 0, 0);
  return known && probe.count === 0 ? 'ok' : 'odd';
}

function pad(text, width) {
  return text.padEnd(width, '.');
}

function render(reply, width = 28) {
  const head = pad(`#${reply.status}`, 6);
  const rule = pad('', width);
  return `${head} ${reply.text}\n${rule}`;
}

const requests = [{ path: '/a', now: 20, query: { userId: 1, days: 14 } }, { path: '/b', now: 25, query: { userId: 2 } }];
for (const request of requests) {
  const reply = await handle(request);
  console.log(render(reply));
}
console.log(`health: ${await health()}`);
