export const WIDTH = 24;
export const FILL = ".";

export function pad(text: string, width: number, fill: string = FILL): string {
  if (text.length >= width) {
    return text.slice(0, width);
  }
  return text + fill.repeat(width - text.length);
}

export class Formatter {
  lines = 0;
  created = Date.now();

  constructor(public prefix: string, protected width: number = WIDTH) {
    console.log(`formatter "${prefix}" width ${width}`);
  }

  line(text: string): string {
    this.lines += 1;
    return pad(`${this.prefix}${text}`, this.width);
  }

  reset(): void {
    this.lines = 0;
  }
}
