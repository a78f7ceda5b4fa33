const PAD = " ";
const ELLIPSIS = "~";

export class TextTable {
  constructor(title, border) {
    this.title = title.trim().toUpperCase();
    this.border = border;
  }

  escape(value) {
    const text = value === null || value === undefined ? "" : String(value);
    return text.replace(/\|/g, "/").replace(/\s+/g, " ");
  }

  cell(value, width) {
    const text = this.escape(value);
    if (text.length > width) {
      return text.slice(0, width - 1) + ELLIPSIS;
    }
    return text.padEnd(width, PAD);
  }

  banner(width) {
    return this.title.padStart(Math.floor((width + this.title.length) / 2)).padEnd(width);
  }
}
