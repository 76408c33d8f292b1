import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const locales = join(root, 'src/locales');
const run = promisify(execFile);

type Entry = { id: string; translation: string };

/** The messages of a PO catalogue (Lingui's `msgid`, one line each, then `msgstr`). */
async function entries(file: string): Promise<Entry[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines.flatMap((line, index) => {
    const next = lines[index + 1] ?? '';
    if (!line.startsWith('msgid ') || !next.startsWith('msgstr ')) return [];
    const id = JSON.parse(line.slice(6)) as string;
    return id ? [{ id, translation: JSON.parse(next.slice(7)) as string }] : [];
  });
}

const ids = (list: Entry[]) => list.map((entry) => entry.id).sort();

describe('the catalogues', () => {
  let extracted: string;

  // What `npm run messages` would write, extracted afresh into a folder of its own.
  beforeAll(async () => {
    extracted = await mkdtemp(join(tmpdir(), 'messages-'));
    const config = join(extracted, 'lingui.config.ts');
    await writeFile(
      config,
      [
        `import config from ${JSON.stringify(join(root, 'lingui.config.ts'))};`,
        'export default {',
        '  ...config,',
        `  rootDir: ${JSON.stringify(root)},`,
        `  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace('<rootDir>/src/locales', ${JSON.stringify(extracted)}) })),`,
        '};',
      ].join('\n'),
    );
    await run('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: root });
  }, 120_000);
  afterAll(() => rm(extracted, { recursive: true, force: true }));

  it('are the catalogues the code says, each holding every message of its part and no other', async () => {
    const committed = (await readdir(locales)).sort();
    const fresh = (await readdir(extracted)).filter((file) => file.endsWith('.po')).sort();
    expect(committed).toEqual(fresh);
    for (const file of committed) {
      const now = ids(await entries(join(extracted, file)));
      expect(ids(await entries(join(locales, file))), `${file}: run \`npm run messages\``).toEqual(
        now,
      );
    }
  });

  it('have every message translated into Hindi, its placeholders and tags kept', async () => {
    const marks = (text: string) =>
      [...text.matchAll(/\{\w+\b|<\/?\d+\/?>/g)].map((match) => match[0]).sort();
    for (const file of (await readdir(locales)).filter((name) => /(^|\.)hi\.po$/.test(name))) {
      const hindi = await entries(join(locales, file));
      const untranslated = hindi.filter((entry) => !entry.translation.trim());
      expect(
        untranslated.map((entry) => entry.id),
        file,
      ).toEqual([]);
      const broken = hindi.filter(
        (entry) => marks(entry.id).join() !== marks(entry.translation).join(),
      );
      expect(
        broken.map((entry) => entry.id),
        file,
      ).toEqual([]);
    }
  });
});
