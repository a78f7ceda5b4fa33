const PREFIX = 'v';

function toInt(part) {
  const n = Number.parseInt(part, 10);
  return Number.isNaN(n) ? 0 : n;
}

export class Version {
  constructor(major, minor) {
    this.major = major;
    this.minor = minor;
  }

  static parse(text) {
    const clean = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text;
    const [major, minor] = clean.split('.');
    return new Version(toInt(major), toInt(minor));
  }

  static compare(a, b) {
    return a.major - b.major || a.minor - b.minor;
  }
}
