interface Fish { swim: number }
interface Bird { fly: number }

function isFish(p: Fish | Bird): p is Fish {
  return (p as Fish).swim !== undefined;
}

function speed(p: Fish | Bird, boost: number): number {
  let v = 0;
  if (isFish(p)) {
    v = p.swim + boost;
  } else {
    v = p.fly;
  }
  return v;
}

const fish: Fish = { swim: 4 };
const k = 2;
const sp = speed(fish, k);
console.log(sp);
