import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
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
        `  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(join(extracted, '{locale}'))} })),`,
        '};',
      ].join('\n'),
    );
    await run('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: root });
  }, 120_000);
  afterAll(() => rm(extracted, { recursive: true, force: true }));

  it.each(['en', 'hi'])('%s holds every message the code says, and no other', async (locale) => {
    const committed = await entries(join(root, 'src/locales', `${locale}.po`));
    const fresh = await entries(join(extracted, `${locale}.po`));
    expect(ids(committed), 'run `npm run messages` and translate what it adds').toEqual(ids(fresh));
  });

  it('has every message translated into Hindi', async () => {
    const hindi = await entries(join(root, 'src/locales/hi.po'));
    expect(hindi.filter((entry) => !entry.translation.trim()).map((entry) => entry.id)).toEqual([]);
  });

  it("keeps each Hindi message's placeholders and tags", async () => {
    const marks = (text: string) =>
      [...text.matchAll(/\{\w+\b|<\/?\d+\/?>/g)].map((match) => match[0]).sort();
    const hindi = await entries(join(root, 'src/locales/hi.po'));
    const broken = hindi.filter(
      (entry) => marks(entry.id).join() !== marks(entry.translation).join(),
    );
    expect(broken.map((entry) => entry.id)).toEqual([]);
  });
});
