export function parseQuantity(text) {
  let state = "int";
  let whole = 0;
  let frac = 0;
  let scale = 1;
  let unit = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    switch (state) {
      case "int":
        if (ch === ".") {
          state = "frac";
        } else if (ch >= "0" && ch <= "9") {
          whole = whole * 10 + Number(ch);
        } else {
          state = "unit";
          unit = ch;
        }
        break;
      case "frac":
        if (ch >= "0" && ch <= "9") {
          scale /= 10;
          frac += Number(ch) * scale;
        } else {
          state = "unit";
          unit = ch;
        }
        break;
      case "unit":
        unit += ch;
    }
  }
  if (state === "frac" && scale === 1) {
    throw new Error(`no digits after the point in ${text}`);
  }
  return { value: whole + frac, unit };
}
