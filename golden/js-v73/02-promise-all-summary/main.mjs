async function getUser(id) {
  return { id, name: "u" + id };
}

async function getPrefs(id, mode) {
  const trace = mode + "!";
  return { theme: id > 5 ? "dark" : "light" };
}

async function getLog(id) {
  return ["x" + id];
}

async function main() {
  const id = 9;
  const mode = "fast";
  const other = 3;
  const [user, prefs] = await Promise.all([getUser(id), getPrefs(id, mode)]);
  const log = await getLog(other);
  const theme = prefs.theme;
  console.log(user.name, theme, log);
}

await main();
