import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

/** The server as a process: what `npm start` and `npm run admin` do, signals included. */
const tsx = path.resolve('node_modules/.bin/tsx');
let dataDir: string;

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function environment(extra: Record<string, string> = {}) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-process-'));
  return { PATH: process.env.PATH!, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...extra };
}

describe('the server process', () => {
  it('refuses to start on a bad variable and names it', () => {
    const badPort = spawnSync(tsx, ['server/main.ts'], { env: environment({ PORT: 'eighty' }), encoding: 'utf8' });
    expect(badPort.status).toBe(1);
    expect(badPort.stderr).toContain('PORT');
    const outboxInProduction = spawnSync(tsx, ['server/main.ts'], {
      env: environment({ DEV_OUTBOX: '1', NODE_ENV: 'production' }),
      encoding: 'utf8',
    });
    expect(outboxInProduction.status).toBe(1);
    expect(outboxInProduction.stderr).toContain('DEV_OUTBOX is never allowed with NODE_ENV=production');
  });

  it('starts on the embedded defaults, logs sign-in codes, and drains on SIGTERM', async () => {
    // Its own process group, so that a failed wait below can stop tsx and the server it runs together.
    const server = spawn(tsx, ['server/main.ts'], { env: environment(), detached: true });
    onTestFinished(() => {
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    const waitForOutput = (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        // A hang guard like the server processes' (server/testing/server-process.ts): a start costs
        // seconds of CPU, and 20 s ran out on a busy machine.
        const timer = setTimeout(() => reject(new Error(`${pattern} never appeared in: ${output}`)), 80_000);
        const check = () => {
          const match = output.match(pattern);
          if (!match) return;
          clearTimeout(timer);
          server.stdout.off('data', check);
          resolve(match);
        };
        server.stdout.on('data', check);
        check();
      });
    const port = Number((await waitForOutput(/"port":(\d+).*Tandem is running/))[1]);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await fetch(`${base}/api/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phoneNumber":"+12025550123"}',
    });
    await waitForOutput(/SMS to \+12025550123: \d{6} is your Tandem code/);

    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 180_000);

  it('grants the ADMIN role from the command line', () => {
    const env = environment();
    const granted = spawnSync(tsx, ['server/admin/admin-cli.ts', 'grant', '+1 202 555 0123'], { env, encoding: 'utf8' });
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/\+12025550123 is now an ADMIN/);
    expect(granted.status).toBe(0);
    const refused = spawnSync(tsx, ['server/admin/admin-cli.ts', 'grant', 'nonsense'], { env, encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('not a valid phone number');
  });

  it('signs everyone out from the command line', () => {
    const env = environment();
    spawnSync(tsx, ['server/admin/admin-cli.ts', 'grant', '+1 202 555 0123'], { env, encoding: 'utf8' });
    const signedOut = spawnSync(tsx, ['server/admin/admin-cli.ts', 'sign-out-everyone'], { env, encoding: 'utf8' });
    expect(signedOut.stderr).toBe('');
    expect(signedOut.stdout).toContain('Ended 0 live sessions: everyone signs in again.');
    expect(signedOut.status).toBe(0);
  });
});
