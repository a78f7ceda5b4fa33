export function stripTags(html) {
  let state = "text";
  let out = "";
  let tags = 0;
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    switch (state) {
      case "text":
        if (ch === "<") {
          state = "tag";
        } else {
          out += ch;
        }
        break;
      case "tag":
        if (ch === ">") {
          state = "text";
          tags++;
        }
    }
    i++;
  }
  if (state !== "text") {
    throw new Error(`unclosed tag near ${i}`);
  }
  return out;
}
