import { clampWidth, gridTemplate, gutter } from "./layout.js";

const SIDEBAR = 280;

export function pageStyles(viewport: number, dense: boolean): string {
  const content = clampWidth(viewport - SIDEBAR);
  const main = gridTemplate(content);
  const cards = gridTemplate(content, dense ? 4 : 3);
  const aside = gridTemplate(SIDEBAR, 1, gutter(content));
  const mainCss = `.main { grid-template-columns: ${main}; }`;
  const cardCss = `.cards { grid-template-columns: ${cards}; }`;
  const asideCss = `.aside { grid-template-columns: ${aside}; }`;
  return [mainCss, cardCss, asideCss].join("\n");
}

export function printStyles(width: number): string {
  const css = pageStyles(width, false);
  return `@media print {\n${css}\n}`;
}

console.log(printStyles(1280));
console.log(printStyles(600));
