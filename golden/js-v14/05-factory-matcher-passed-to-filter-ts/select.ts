import { makeMatcher } from './glob.js';

export interface SelectOptions {
  caseless: boolean;
  verbose: boolean;
}

export function selectFiles(files: string[], include: string[], opts: SelectOptions): string[] {
  const visible = files.filter((file) => !file.startsWith('.') && !file.includes('/.'));
  const matches = makeMatcher(include, { ignoreCase: opts.caseless });
  const picked = visible.filter(matches);
  if (opts.verbose) {
    console.log(`${picked.length} of ${files.length} files`);
  }
  return picked.sort();
}

const FILES = ['src/App.TS', 'src/util.ts', 'src/.cache/x.ts', 'test/a.spec.ts', 'README.md', 'docs/guide.md'];
console.log(selectFiles(FILES, ['*.ts', 'README.?d'], { caseless: true, verbose: true }));
