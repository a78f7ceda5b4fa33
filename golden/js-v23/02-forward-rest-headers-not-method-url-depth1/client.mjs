import { buildRequest } from './request.mjs';

function send(options) {
  const request = buildRequest(options, 'tok-123');
  const lines = [request.target];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(`${name}: ${value}`);
  }
  console.log(`sending ${options.url}`);
  return lines.join('\n');
}

const options = { url: '/users', method: 'post', retries: 0, 'x-trace': 'a1' };
console.log(send(options));
console.log(send({ url: '/health' }));
