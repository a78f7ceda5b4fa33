import { HttpTransport } from './base.mjs';

const MAX_RETRIES = 3;

export class RetryTransport extends HttpTransport {
  constructor(baseUrl, timeout, retries = MAX_RETRIES) {
    super(baseUrl, timeout, false);
    this.retries = retries;
  }

  describe() {
    const base = super.describe();
    return `${base}, ${this.retries} retries`;
  }

  headers() {
    const base = super.headers();
    return { ...base, 'x-retries': String(this.retries) };
  }
}

export function connect(url, timeout) {
  const transport = new RetryTransport(url, timeout);
  const headers = transport.headers();
  transport.record(512);
  const label = transport.describe();
  const sent = transport.record(128);
  console.log(`${label}: ${sent} bytes sent, ${Object.keys(headers).length} headers`);
  return label;
}

console.log(connect('https://api.example.com/v1', 800));
console.log(connect('https://cdn.example.com', 1500));
