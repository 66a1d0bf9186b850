// A real, throwaway Redis (Debian's redis-server, installed by .ci/run) for tests of the shared
// stores: its own port, no persistence, stopped with the test file.
import { type ChildProcess, spawn } from "node:child_process";
import { freePort, throwawayRedisArgs } from "../../scripts/throwaway-servers";

export type TestRedis = {
  url: string;
  port: number;
  /** Sends the server a signal: SIGSTOP makes it hang with its connections open, SIGCONT resumes. */
  signal: (signal: NodeJS.Signals) => void;
  stop: () => Promise<void>;
};

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start in 5 s")), 5_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `redis-server exited with ${code}; is it installed (apt-get install redis-server)?`,
        ),
      );
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Starts redis-server on a free port; `port` may be given to restart one on the same port. */
export async function startRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn("redis-server", throwawayRedisArgs(chosen), {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await waitForReady(child);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    signal: (signal) => {
      if (child.exitCode === null) child.kill(signal);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // A stopped (SIGSTOP) server acts on SIGTERM only once it runs again.
        child.kill("SIGCONT");
        child.kill("SIGTERM");
      }),
  };
}
