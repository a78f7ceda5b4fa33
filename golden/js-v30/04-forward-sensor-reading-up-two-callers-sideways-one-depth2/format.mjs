// Text helpers for the daily digest.
export function roundTenth(value) {
  return Math.round(value * 10) / 10;
}

const pad = (text, width) => text.padStart(width, ' ');

export function formatLine(day, value) {
  const head = day.padEnd(12, '.');
  const num = value.toFixed(1);
  return `${head}${pad(num, 7)} C`;
}

export function publish(line, channel) {
  const stamp = `[${channel}]`;
  console.log(`${stamp} ${line}`);
  return line.length;
}
