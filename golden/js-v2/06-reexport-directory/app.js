import { area, edge } from './lib';

export function plot(w, h) {
  const a = area(w, h);
  const e = edge(w, h);
  console.log(e);
  return a;
}

export function page(size) {
  const width = size * 2;
  const height = size + 1;
  const margin = 10;
  return plot(width, height) + margin;
}
