import { buildSettings } from "./prefs.mjs";

function Panel(title, settings) {
  this.title = title;
  this.settings = settings;
}
Panel.prototype.render = function () {
  return "[" + this.title + "] theme=" + this.settings.theme + " font=" + this.settings.fontSize;
};

const siteDefaults = { theme: "dark", fontSize: 12, lang: "en" };
const trail = [];
const userPrefs = { reset: false, overrides: { fontSize: 40, theme: "solarized" } };
const settings = buildSettings(userPrefs, siteDefaults, trail);
const fresh = buildSettings({ reset: true, overrides: {} }, siteDefaults, trail);

const sidebar = new Panel("sidebar", settings);
const footer = new Panel("footer", fresh);
console.log(sidebar.render());
console.log(Panel.prototype.render.call(footer));
console.log("lang from prototype:", settings.lang, "| source:", settings.source, fresh.source);
console.log("trail:", JSON.stringify(trail));
