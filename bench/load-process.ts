import assert from 'node:assert/strict';
import { fork, type ChildProcess } from 'node:child_process';

/**
 * A bench's load generator runs in a child process (the same bench file, forked with a role
 * argument), so the clients do not share the server's event loop. The bench process sends one
 * command at a time and waits for its reply.
 */

type Envelope<Reply> = { ok: true; reply: Reply } | { ok: false; message: string };

/** In the child process: answers each command with what `run` makes of it, or with its error. */
export function serveLoadCommands<Command, Reply>(run: (command: Command) => Promise<Reply>): void {
  process.on('message', (command: Command) => {
    run(command).then(
      (reply) => process.send?.({ ok: true, reply } satisfies Envelope<Reply>),
      (error: unknown) =>
        process.send?.({
          ok: false,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Envelope<Reply>),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

/** In the bench process: the handle on the child process. */
export class LoadChannel<Command, Reply> {
  private waiting: { resolve(reply: Reply): void; reject(error: Error): void } | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (envelope: Envelope<Reply>) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (envelope.ok) waiting?.resolve(envelope.reply);
      else waiting?.reject(new Error(`load process: ${envelope.message}`));
    });
    child.on('exit', (code) => this.waiting?.reject(new Error(`the load process exited with ${code}`)));
  }

  /** `benchFile` run again by the same Node with the same loader (tsx), with `role` as its first argument. */
  static start<Command, Reply>(benchFile: string, role: string): LoadChannel<Command, Reply> {
    return new LoadChannel(fork(benchFile, [role], { execArgv: process.execArgv, stdio: 'inherit' }));
  }

  request(command: Command): Promise<Reply> {
    assert.equal(this.waiting, null, 'one command at a time');
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.send(command as object);
    });
  }

  stop() {
    this.child.disconnect();
  }
}
