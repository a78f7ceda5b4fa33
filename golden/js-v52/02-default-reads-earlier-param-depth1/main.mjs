import { render, preview, ruler } from './page.mjs';

const COLS = 3;
const ROWS = 2;
const TITLE = 'Report';

const total = render(COLS, ROWS, TITLE);
console.log(`total=${total}`);

const sizes = [4, 6];
for (const s of sizes) {
  console.log(`preview ${s}: ${preview(s)}`);
}

const marks = ruler(COLS * 4);
console.log(marks);
const widths = sizes.map((s) => s * 2);
const longest = Math.max(...widths);
console.log(`longest ${longest}`);
console.log(ruler(longest));
