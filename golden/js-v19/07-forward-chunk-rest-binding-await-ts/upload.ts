import { pickChunkSize, openUpload, planRanges, sendPart } from "./transport.js";

const DEFAULTS = { timeout: 30000, retries: 2, parallel: 4, chunkSize: 5 * 1024 * 1024 };

export async function upload(name: string, size: number, overrides: Partial<typeof DEFAULTS> = {}) {
  const settings = { ...DEFAULTS, ...overrides };
  const chunk = pickChunkSize(size, settings.chunkSize);
  settings.chunkSize = chunk;
  const { timeout: limitMs, retries: attempts, ...transfer } = settings;
  const deadline = Date.now() + limitMs * (attempts + 1);
  const session = await openUpload(name, deadline);
  const ranges = planRanges(size, transfer);
  const etags = await Promise.all(ranges.map((range) => sendPart(session, range)));
  console.log(`${name}: ${etags.length} parts, session ${session.id}`);
  return { session: session.id, etags };
}

export function estimateParts(size: number): number {
  return planRanges(size, { chunkSize: DEFAULTS.chunkSize, parallel: 1 }).length;
}

const result = await upload("backup.tar", 12 * 1024 * 1024, { chunkSize: 4 * 1024 * 1024 });
console.log(result.etags.join(","), estimateParts(12 * 1024 * 1024));
