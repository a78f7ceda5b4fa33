const OFFSET = 100;
const UNUSED = 7;

export default function scale(x, label) {
  const k = 3;
  const tag = label + "!";
  console.log(tag);
  return x * k;
}
