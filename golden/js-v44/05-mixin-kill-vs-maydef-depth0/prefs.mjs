// Settings objects assembled mixin-style: Object.create links the site
// defaults as prototype, Object.assign copies overrides onto the object.
export function clampFont(size) {
  return Math.min(Math.max(size, 10), 24);
}

export function buildSettings(prefs, siteDefaults, trail) {
  let settings = Object.create(siteDefaults);
  settings.source = "site";
  Object.assign(settings, { theme: "light", fontSize: 14 });
  trail.push(Object.assign({}, settings));
  if (prefs.reset) {
    trail.push("reset requested");
  }
  settings = Object.create(siteDefaults);
  settings.fontSize = 16;
  const copy = Object.assign({}, prefs.overrides);
  if (copy.fontSize) {
    copy.fontSize = clampFont(copy.fontSize);
  }
  Object.assign(settings, copy);
  settings.source = prefs.reset ? "default" : "user";
  trail.push(settings.source);
  return settings;
}
