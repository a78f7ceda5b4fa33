async function loadUser(id, verbose) {
  await null;
  if (verbose) {
    console.log("loading", id);
  }
  const name = "user" + id;
  return { id, name };
}

async function main() {
  const uid = 7;
  const loud = true;
  const user = await loadUser(uid, loud);
  const label = user.name.toUpperCase();
  console.log(label, loud);
}

await main();
