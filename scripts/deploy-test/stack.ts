// The deployment the deploy test runs: Redis, the demo CMS, N site instances and Varnish in
// front, each a real process on ports of its own, with their output kept for the checks.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { throwawayRedisArgs } from "../throwaway-servers";

export const root = new URL("../..", import.meta.url).pathname;

export type Proc = {
  name: string;
  child: ChildProcess;
  /** Every line the process wrote to stdout, in order. */
  lines: string[];
  /** The last lines it wrote to stderr, for the error when it does not come up. */
  stderrTail: string[];
  exited: Promise<number | null>;
};

export function launch(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Proc {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts.filter((line) => line.length > 0));
  });
  const stderrTail: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    if (process.env.DEPLOY_TEST_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
    stderrTail.push(...chunk.toString().split("\n").filter(Boolean));
    stderrTail.splice(0, Math.max(0, stderrTail.length - 20));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { name, child, lines, stderrTail, exited };
}

/** Waits until `url` answers `ok`; fails at once, with its stderr, when `proc` has exited. */
export async function waitFor(
  url: string,
  timeoutMs = 30_000,
  ok = (status: number) => status < 500,
  proc?: Proc,
) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(
        `${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) before ${url} answered: ${proc.stderrTail.join(" | ")}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})`);
}

export async function stop(proc: Proc, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.child.exitCode;
  proc.child.kill(signal);
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 15_000));
  const result = await Promise.race([proc.exited, timeout]);
  if (result === "timeout") {
    proc.child.kill("SIGKILL");
    return null;
  }
  return result;
}

export function startRedis(port: number): Proc {
  return launch("redis", "redis-server", throwawayRedisArgs(port));
}

export function startDemoCms(port: number): Proc {
  return launch("demo-cms", process.execPath, ["--import", "tsx", "mocks/server.ts"], {
    DEMO_PORT: String(port),
  });
}

/** The built production server (npm run build), as the container starts it. */
export function startInstance(name: string, env: Record<string, string>): Proc {
  return launch(name, process.execPath, [join(root, "build/server/index.js")], {
    NODE_ENV: "production",
    ...env,
  });
}

export type VarnishHandle = Proc & {
  workdir: string;
  /** Runs a varnishadm command over the management port (-T, -S), its output. */
  admin(...command: string[]): Promise<string>;
  /** Replaces backends.vcl beside site.vcl: the next vcl.load of site.vcl compiles these. */
  writeBackends(ports: number[]): void;
  /** site.vcl's path, for vcl.load. */
  vclFile: string;
  /** A counter of varnishstat, e.g. MAIN.bans_added. */
  stat(name: string): Promise<number>;
};

/**
 * varnishd in the foreground with deploy/varnish/site.vcl and these instances as backends, and
 * a management port on loopback with a secret file, as an operator changes backends at run time.
 */
export function startVarnish(
  port: number,
  backendPorts: number[],
  adminPort: number,
): VarnishHandle {
  const workdir = mkdtempSync(join(tmpdir(), "site-varnish-"));
  // varnishd reads the VCL as its own unprivileged user when started as root.
  chmodSync(workdir, 0o755);
  const vclDir = join(workdir, "vcl");
  mkdirSync(vclDir, { mode: 0o755 });
  writeFileSync(
    join(vclDir, "site.vcl"),
    readFileSync(join(root, "deploy/varnish/site.vcl"), "utf8"),
  );
  writeFileSync(join(vclDir, "backends.vcl"), backendsVcl(backendPorts));
  const secret = join(workdir, "secret");
  writeFileSync(secret, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  const proc = launch("varnish", "/usr/sbin/varnishd", [
    "-F",
    "-n",
    join(workdir, "n"),
    "-a",
    `127.0.0.1:${port}`,
    "-f",
    join(vclDir, "site.vcl"),
    "-p",
    `vcl_path=${vclDir}:/usr/share/varnish/vcl`,
    "-s",
    "malloc,256m",
    "-T",
    `127.0.0.1:${adminPort}`,
    "-S",
    secret,
    // Root on CI: varnishd drops privileges to these users, which the Debian package creates.
    ...(process.getuid?.() === 0 ? ["-j", "unix,user=varnish,ccgroup=varnish"] : []),
  ]);
  const admin = (...command: string[]) =>
    run("varnishadm", ["-T", `127.0.0.1:${adminPort}`, "-S", secret, ...command]);
  return Object.assign(proc, {
    workdir,
    admin,
    vclFile: join(vclDir, "site.vcl"),
    writeBackends: (ports: number[]) =>
      writeFileSync(join(vclDir, "backends.vcl"), backendsVcl(ports)),
    stat: async (name: string) => {
      const out = await run("varnishstat", ["-n", join(workdir, "n"), "-1", "-f", name]);
      return Number(out.trim().split(/\s+/)[1] ?? Number.NaN);
    },
  });
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")}: ${stderr || stdout || error}`));
      else resolve(stdout);
    });
  });
}

function backendsVcl(ports: number[]): string {
  const probe = readFileSync(join(root, "deploy/varnish/backends.example.vcl"), "utf8")
    .split("backend instance_1")[0]
    ?.replace(/^#.*\n/gm, "");
  const backends = ports.map(
    (port, i) => `backend instance_${i + 1} {
  .host = "127.0.0.1";
  .port = "${port}";
  .probe = site_alive;
  .connect_timeout = 1s;
  .first_byte_timeout = 10s;
  .between_bytes_timeout = 10s;
}
`,
  );
  const adds = ports.map((_, i) => `  site.add_backend(instance_${i + 1});`).join("\n");
  return `${probe}\n${backends.join("\n")}\nsub site_backends {\n${adds}\n}\n`;
}
