const X0 = 7;
const TAGV = "t";

class Point {
  x = X0;
}

const p = new Point();
p.z = 5;
p.tag = TAGV;
const r = p.x;
console.log(r, p.z, p.tag);
