import { execFile } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Builds the app as `npm run build` does (`react-router build`, in a child process, away from
 * jsdom and this run's environment) into `buildDir`; what would be deployed is in
 * `<buildDir>/client`. Every setting is given, so neither the shell nor a local .env changes it.
 */
const REACT_ROUTER = join(process.cwd(), 'node_modules', '@react-router', 'dev', 'bin.js');
export const BUILD_TIMEOUT_MS = 180_000;

export type Built = { ok: boolean; log: string; outDir: string };

export function buildApp(buildDir: string, settings: Record<string, string>): Promise<Built> {
  const env = {
    ...process.env,
    VITE_API_BASE_URL: '',
    VITE_USE_MOCK_API: '',
    VITE_RAZORPAY_KEY_ID: '',
    VITE_RAZORPAY_SCRIPT_URL: '',
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    NODE_ENV: 'production',
    BUILD_DIRECTORY: buildDir,
    ...settings,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [REACT_ROUTER, 'build', '--logLevel', 'warn'],
      { env, timeout: BUILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ ok: !error, log: `${stdout}\n${stderr}`, outDir: join(buildDir, 'client') }),
    );
  });
}

/**
 * A new build directory inside the project: the prerendering step imports the server build,
 * which finds its packages in the project's node_modules.
 */
export async function buildDirectory(prefix: string) {
  const parent = join(process.cwd(), 'node_modules', '.cache');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, prefix));
}
