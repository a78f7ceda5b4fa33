import { Rect } from './shapes.mjs';

const w = 3;
const h = 4;
const r = new Rect(w, h);
const a = r.area();
const l = r.label();
console.log(a, l);
