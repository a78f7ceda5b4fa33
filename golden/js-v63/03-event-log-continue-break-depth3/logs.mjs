export const RAW_LOG = [
  '08:00:01 api info started',
  '08:00:05 heartbeat warn slow tick',
  '08:01:10 db warn pool nearly full',
  '',
  '08:02:00 api debug request /health',
  '08:02:30 api error timeout on /orders',
  '08:03:00 metrics error exporter down',
  '08:03:40 db warn retrying',
  '08:04:00 api error timeout on /cart',
  '08:05:00 db warn pool exhausted',
  '08:06:00 api info recovered',
].join('\n');

export function splitFields(line) {
  const parts = line.split(' ');
  const [time, source, level] = parts;
  return { time, source, level, message: parts.slice(3).join(' ') };
}

export function parseLog(text) {
  const events = [];
  let blank = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      blank += 1;
      continue;
    }
    events.push(splitFields(line));
  }
  console.log(`parsed ${events.length} events, ${blank} blank`);
  return events;
}

export function formatEvent(ev) {
  return `[${ev.time}] ${ev.source}/${ev.level}: ${ev.message}`;
}
