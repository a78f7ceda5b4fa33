interface Fish { swim: number }
interface Bird { fly: number }

function isFish(p: Fish | Bird): p is Fish {
  console.log("check");
  return "swim" in p;
}

function speed(p: Fish | Bird, boost: number): number {
  let v = 0;
  if (isFish(p)) {
    v = p.swim;
  } else {
    v = p.fly + boost;
  }
  return v;
}

const nemo: Fish = { swim: 5 };
const tweety: Bird = { fly: 9 };
console.log(speed(nemo, 1));
console.log(speed(tweety, 2));
