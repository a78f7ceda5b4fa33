const MIN_TIMEOUT_MS = 100;
const RETRY_STATUSES = [429, 502, 503];

export class HttpClient {
  constructor(readonly baseUrl: string, readonly timeoutMs: number, label: string) {
    if (timeoutMs < MIN_TIMEOUT_MS) {
      console.warn(`${label}: timeout ${timeoutMs} ms is below ${MIN_TIMEOUT_MS} ms`);
    }
  }

  urlFor(path: string): string {
    return `${this.baseUrl.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
  }

  deadline(now: number, attempt: number): number {
    const budget = this.timeoutMs * attempt;
    return now + budget;
  }

  shouldRetry(status: number, attempt: number): boolean {
    return RETRY_STATUSES.includes(status) && attempt < 3;
  }
}
