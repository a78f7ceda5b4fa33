// A playlist that is iterable: [Symbol.iterator]() returns a generator.
export class Playlist {
  constructor() {
    this.tracks = [];
  }

  add(title, seconds) {
    this.tracks.push({ title, seconds });
  }

  *titles() {
    for (const t of this.tracks) {
      yield t.title;
    }
  }

  [Symbol.iterator]() {
    return this.titles();
  }

  describe() {
    return `${this.tracks.length} tracks`;
  }

  totalSeconds() {
    let sum = 0;
    for (const t of this.tracks) {
      sum += t.seconds;
    }
    return sum;
  }
}
