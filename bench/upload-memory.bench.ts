import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { startS3TestServer, s3Environment } from '../server/testing/s3-test-server.ts';
import { startServerProcess } from '../server/testing/server-process.ts';
import { signIn, TestClient } from '../server/testing/test-client.ts';

/**
 * The server's resident memory while four hosts each upload a 90 MB intro video at once, on the
 * disk storage and on S3 (a local s3rver): `npm run bench:upload-memory`. The server runs as its
 * own process (`server/main.ts`), sampled every 50 ms from /proc.
 */

const uploads = 4;
const videoBytes = 90 * 1024 * 1024;
const hostPhones = Array.from({ length: uploads }, (_, index) => `+1202555017${index}`);

/** The process whose environment names this DATA_DIR: the server, not its parent. */
function pidOf(dataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(`DATA_DIR=${dataDir}`)) return Number(entry);
    } catch {
      // A process that ended, or another user's.
    }
  }
  throw new Error(`no process with DATA_DIR=${dataDir}`);
}

const residentMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** An MP4 of `videoBytes` sent in 1 MB writes, never whole in this process either. */
function uploadVideo(baseUrl: string, client: TestClient, eventId: string): Promise<number> {
  const boundary = 'tandem-bench-boundary';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="intro.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/events/${eventId}/intro-video`, {
      method: 'POST',
      headers: {
        cookie: client.cookieHeader('/api'),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': preamble.length + videoBytes + closing.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    const chunk = Buffer.alloc(1024 * 1024, 7);
    void (async () => {
      request.write(Buffer.concat([preamble, ftyp]));
      for (let sent = ftyp.length; sent < videoBytes; sent += chunk.length) {
        if (!request.write(chunk.subarray(0, Math.min(chunk.length, videoBytes - sent))))
          await new Promise((drained) => request.once('drain', drained));
      }
      request.end(closing);
    })();
  });
}

async function measure(storage: 'disk' | 's3'): Promise<void> {
  const s3 = storage === 's3' ? await startS3TestServer() : undefined;
  const bucket = await s3?.createBucket();
  const server = await startServerProcess({ ADMIN_PHONES: hostPhones.join(','), ...(bucket ? s3Environment(bucket) : {}) });
  try {
    const hosts = await Promise.all(
      hostPhones.map(async (phone) => {
        const client = new TestClient(server.baseUrl);
        await signIn(client, phone);
        const created = await client.post('/api/events', {
          name: 'Upload bench',
          startsAt: '2026-12-01T18:00:00+01:00',
          endsAt: '2026-12-01T22:00:00+01:00',
          timeZone: 'Europe/Paris',
          place: 'Paris',
        });
        return { client, eventId: created.body.id as string };
      }),
    );
    const pid = pidOf(server.dataDir);
    const before = residentMegabytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 50);
    const started = Date.now();
    const statuses = await Promise.all(hosts.map(({ client, eventId }) => uploadVideo(server.baseUrl, client, eventId)));
    clearInterval(sampler);
    const after = residentMegabytes(pid);
    console.log(
      `${storage}: ${uploads} × ${videoBytes / 1024 / 1024} MB at once, answers ${statuses.join(' ')}, ` +
        `resident memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
  } finally {
    await server.close();
    await s3?.close();
  }
}

await measure('disk');
await measure('s3');
