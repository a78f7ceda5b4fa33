export type Reader = (path: string) => Promise<string>;

const MAX_TRIES = 3;
const RETRYABLE = ["EAGAIN", "ECONNRESET", "ETIMEDOUT"];

export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? "";
  return RETRYABLE.includes(code);
}

export async function readWithRetry(read: Reader, path: string, tries: number = MAX_TRIES): Promise<string> {
  let attempt = 0;
  while (true) {
    attempt += 1;
    try {
      const text = await read(path);
      return text.trim();
    } catch (err) {
      if (attempt >= tries || !isRetryable(err)) {
        throw err;
      }
      console.warn(`${path}: attempt ${attempt} failed, retrying`);
    }
  }
}
