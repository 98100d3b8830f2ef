import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built-frontends folder with a shell and one hashed asset, like the real build output. */
export function fakeFrontends(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-frontends-'));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(
    join(dir, 'shell', 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
      '<title>Default title</title>',
      '<meta\n      name="description"\n      content="Default description"\n    />',
      '</head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  writeFileSync(join(dir, 'shell', 'main.0123abcd.js'), 'console.log("shell")');
  mkdirSync(join(dir, 'admin'));
  writeFileSync(join(dir, 'admin', 'remoteEntry.js'), 'var admin = {}');
  return dir;
}
