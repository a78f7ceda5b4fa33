export function parseAssign(line) {
  let state = "key";
  let key = "";
  let value = "";
  let i = 0;
  scan: while (i < line.length) {
    const ch = line[i];
    i++;
    switch (state) {
      case "key":
        if (ch === "=") {
          state = "value";
        } else {
          key += ch;
        }
        break;
      case "value":
        if (ch === "#") {
          break scan;
        }
        value += ch;
    }
  }
  if (state !== "value") {
    throw new Error(`missing "=" in ${line}`);
  }
  return { key: key.trim(), value: value.trim() };
}
