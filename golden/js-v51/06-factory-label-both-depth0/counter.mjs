// A counter factory: each instance keeps its own captured count.
export function makeCounter(name, start, step) {
  let count = start;
  const tag = name.trim().toLowerCase();
  const label = `${tag}#${step}`;
  const inc = () => {
    count += step;
    return count;
  };
  const reset = () => {
    count = start;
  };
  const read = () => `${label}=${count}`;
  console.log(`created ${label}`);
  return { inc, reset, read };
}
