async function step(v) {
  await null;
  return v * 3;
}

async function run(x) {
  let log = [];
  let state = "start";
  try {
    state = await step(x);
    log.push("stepped");
  } finally {
    log.push("cleanup");
    state = state + "-done";
  }
  return state;
}

console.log(await run(4));
