export interface Backend {
  url: string;
  zone?: string;
}

export interface Status {
  ok: boolean;
  error?: string;
}

export interface PickOptions {
  attempts?: number;
  zone?: string;
}

export type Probe = (url: string) => Promise<Status | undefined>;

export const MAX_ATTEMPTS = 3;
export const DEFAULT_ZONE = "eu-west";
const FALLBACK = "static";

export async function firstHealthy(pool: Map<string, Backend>, probe: Probe, { attempts = MAX_ATTEMPTS, zone: wanted }: PickOptions = {}) {
  let tried = 0;
  let lastError = "none";
  for (const [name, { url, zone = DEFAULT_ZONE }] of pool) {
    if (wanted && zone !== wanted) {
      continue;
    }
    tried += 1;
    const status = await probe(url);
    if (status?.ok) {
      return { name, tried };
    }
    lastError = status?.error ?? "no response";
    if (tried >= Math.min(attempts, MAX_ATTEMPTS)) {
      break;
    }
  }
  console.warn(`no backend after ${tried} probes (last: ${lastError})`);
  return { name: FALLBACK, tried };
}
