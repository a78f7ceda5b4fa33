const ESC = "\u001b";

export function measure(src) {
  let state = "text";
  let width = 0;
  let lines = 1;
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\n") {
      lines++;
    }
    switch (state) {
      case "text":
        if (ch === ESC) {
          state = "esc";
        } else if (ch !== "\n") {
          width++;
        }
        break;
      case "esc":
        state = ch === "[" ? "csi" : "text";
        break;
      case "csi":
        if (ch >= "@" && ch <= "~") {
          state = "text";
        }
    }
    i++;
  }
  if (state !== "text") {
    throw new Error("unterminated escape sequence");
  }
  return { width, lines };
}
