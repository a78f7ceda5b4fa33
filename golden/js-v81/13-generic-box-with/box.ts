class Box<T> {
  constructor(public readonly value: T, public readonly note: string) {}
  with(v: T): Box<T> {
    return new Box<T>(v, this.note);
  }
  show(): string {
    return this.note + "!";
  }
}

function main(): void {
  const tag = "first";
  const b1 = new Box<number>(1, tag);
  console.log(b1.show());
  const b2 = b1.with(8);
  const x = b2.value;
  console.log(x);
}

main();
