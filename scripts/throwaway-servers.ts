// What the tests, the deploy test and the Docker steps need to start a server of their own next
// to whatever else runs on the machine: a loopback port nobody holds, and a redis-server that
// listens on loopback only and keeps nothing on disk (its data dies with the process).
import { createServer } from "node:net";

/** A loopback port the system has just handed out and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** redis-server's arguments for a store on `port` that writes neither snapshots nor a log. */
export function throwawayRedisArgs(port: number): string[] {
  return ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
}
