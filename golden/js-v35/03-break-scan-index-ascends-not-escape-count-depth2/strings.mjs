export function skipString(src, start) {
  let state = "body";
  let i = start + 1;
  let escapes = 0;
  scan: while (i < src.length) {
    const ch = src[i];
    switch (state) {
      case "body":
        if (ch === "\\") {
          state = "escape";
        } else if (ch === '"') {
          state = "done";
          break scan;
        }
        break;
      case "escape":
        escapes++;
        state = "body";
    }
    i++;
  }
  if (state !== "done") {
    throw new Error(`unterminated string from ${start}`);
  }
  return i + 1;
}
