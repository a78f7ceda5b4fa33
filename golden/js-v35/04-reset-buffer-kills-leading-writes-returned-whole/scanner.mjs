export function readToken(src, start, opts) {
  let buf = "";
  let i = start;
  while (i < src.length && src[i] === " ") {
    buf += src[i];
    i++;
  }
  if (opts.trace && buf) {
    console.log(`skipped ${buf.length} spaces`);
  }
  const tok = { kind: "word", start: i };
  buf = "";
  while (i < src.length && src[i] !== " ") {
    buf += src[i];
    i++;
  }
  tok.text = buf;
  tok.end = i;
  if (opts.trace) {
    console.log(`token ${tok.text} ends at ${tok.end}`);
  }
  return tok;
}
