export function countCode(src, name) {
  let i = 0;
  let inComment = false;
  let lines = 0;
  let code = 0;
  const label = name.toUpperCase();
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\n") {
      lines++;
      inComment = false;
      i++;
      continue;
    }
    if (inComment) {
      i++;
      continue;
    }
    if (ch === "#") {
      inComment = true;
    } else if (ch !== " ") {
      code++;
    }
    i++;
  }
  console.log(`${label}: ${lines} lines`);
  return { lines, code };
}
