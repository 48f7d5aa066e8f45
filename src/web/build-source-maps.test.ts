import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The project's own vite.config.ts, building a one-line page: what production builds do with source maps.
describe('the production web build', () => {
  let dir: string;
  let files: string[];
  const outDir = () => path.join(dir, 'out');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fd-web-build-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
    await writeFile(path.join(dir, 'main.ts'), 'console.log("founder");');
    await build({
      configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
      root: dir,
      logLevel: 'silent',
      // Only this page: the config's other inputs (the one-pager's assets) live in the project.
      build: { outDir: outDir(), emptyOutDir: true, manifest: false, rolldownOptions: { input: path.join(dir, 'index.html') } },
    });
    files = (await readdir(outDir(), { recursive: true })).map(String);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names no source map in its JavaScript', async () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await readFile(path.join(outDir(), script), 'utf8')).not.toMatch(/sourceMappingURL/);
  });

  it('still writes the maps beside it, for error reporting to read from disk', () => {
    expect(files.filter((file) => file.endsWith('.js.map')).length).toBeGreaterThan(0);
  });
});
