const FALLBACK_PORT = 8080;

export function parsePort(text: string, strict: boolean): number {
  let port = FALLBACK_PORT;
  let tries = 0;
  try {
    tries += 1;
    const n = Number(text);
    if (!Number.isInteger(n)) {
      throw new RangeError("not an integer");
    }
    port = n;
  } catch (err) {
    if (strict || !(err instanceof RangeError)) {
      throw err;
    }
    console.warn(`bad port ${text}, using ${port}`);
  }
  console.log(`parsed after ${tries} try`);
  return port;
}

export function connect(raw: string): string {
  const port = parsePort(raw.trim(), true);
  return `localhost:${port}`;
}
