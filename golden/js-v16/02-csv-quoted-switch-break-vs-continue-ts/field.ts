import { QUOTE, NEWLINE, TAB, CR, isQuote, nextTabStop, describeField } from "./chars";

export interface QuotedField { value: string; end: number; line: number; col: number; closed: boolean; dropped: number }

export function scanQuoted(src: string, start: number): QuotedField {
  let value = "";
  let line = 1;
  let col = start + 2;
  let closed = false;
  let dropped = 0;
  let i = start + 1;
  scan: for (; i < src.length; i += 1) {
    const ch = src[i];
    switch (ch) {
      case QUOTE:
        if (isQuote(src[i + 1])) {
          value += QUOTE;
          i += 1;
          col += 1;
          break;
        }
        closed = true;
        break scan;
      case NEWLINE:
        line += 1;
        col = 1;
        continue;
      case TAB:
        col = nextTabStop(col) - 1;
        value += ch;
        break;
      case CR:
        dropped += 1;
        break;
      default:
        value += ch;
    }
    col += 1;
  }
  return { value, end: i, line, col, closed, dropped };
}

const field = scanQuoted('"say ""hi""\tthen\r\nnext" rest', 0);
console.log(describeField(field), field.end, field.dropped);
