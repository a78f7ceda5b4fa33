export const DEFAULT_TIMEOUT = 5000;
export const USER_AGENT = 'fetchkit/2.1';

export class Transport {
  constructor(name, timeout = DEFAULT_TIMEOUT) {
    this.name = name;
    this.timeout = timeout;
    this.sent = 0;
  }

  describe() {
    return `${this.name} (${this.timeout} ms)`;
  }

  record(bytes) {
    this.sent += bytes;
    return this.sent;
  }
}

export class HttpTransport extends Transport {
  constructor(baseUrl, timeout, verbose) {
    super(new URL(baseUrl).host, timeout);
    this.baseUrl = baseUrl;
    if (verbose) {
      console.log(`http transport for ${baseUrl}`);
    }
  }

  headers() {
    return { 'user-agent': USER_AGENT, host: this.name };
  }
}

export class MockTransport extends Transport {
  describe() {
    return `mock ${this.name}`;
  }
}
