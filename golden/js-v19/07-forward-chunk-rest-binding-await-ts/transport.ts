export interface Range { index: number; start: number; end: number }
export interface Session { id: string; url: string; expires: number }

const MIN_CHUNK = 256 * 1024;
const STORE = "https://store.example.test";

export function pickChunkSize(size: number, preferred: number): number {
  const parts = Math.ceil(size / preferred);
  if (parts > 1000) {
    return Math.ceil(size / 1000);
  }
  return Math.max(preferred, MIN_CHUNK);
}

export async function openUpload(name: string, deadline: number): Promise<Session> {
  const id = `up-${name.replace(/\W+/g, "-")}`;
  return { id, url: `${STORE}/${id}`, expires: deadline };
}

export function planRanges(size: number, transfer: { chunkSize: number; parallel: number }): Range[] {
  const ranges: Range[] = [];
  for (let start = 0; start < size; start += transfer.chunkSize) {
    ranges.push({ index: Math.floor(start / transfer.chunkSize), start, end: Math.min(size, start + transfer.chunkSize) });
  }
  return ranges;
}

export async function sendPart(session: Session, range: Range): Promise<string> {
  const target = `${session.url}?expires=${session.expires}`;
  const bytes = range.end - range.start;
  console.log(`PUT ${target} part ${range.index} (${bytes} bytes)`);
  return `${range.index}:${bytes}`;
}
