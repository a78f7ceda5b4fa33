import { Level, Mode } from "./levels";

const LIMIT = 5;

function classify(value: number): Level {
  if (value > Level.High) {
    return Level.High;
  }
  if (value > 10) {
    return Level.Mid;
  }
  return Level.Low;
}

function loudness(count: number): Mode {
  return count > LIMIT ? Mode.Loud : Mode.Quiet;
}

export function alert(value: number, count: number): string {
  const level = classify(value);
  const mode = loudness(count);
  const text = `level ${level}`;
  console.log(text, mode);
  return text;
}
