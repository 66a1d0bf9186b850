// The deployment under test and its settings: Redis, the demo CMS, the site instances (two at
// first, a third added mid-run) and Varnish in front, on ports from DEPLOY_TEST_PORT (4600 by
// default) up. Phases reach the processes and addresses through here.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Proc,
  startDemoCms,
  startInstance,
  startRedis,
  startVarnish,
  stop,
  type VarnishHandle,
  waitFor,
} from "./stack";

const BASE_PORT = Number(process.env.DEPLOY_TEST_PORT ?? 4600);
const ports = {
  varnish: BASE_PORT,
  instances: [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 5],
  demo: BASE_PORT + 3,
  redis: BASE_PORT + 4,
  varnishAdmin: BASE_PORT + 6,
  metrics: [BASE_PORT + 11, BASE_PORT + 12, BASE_PORT + 13],
};

export const SITE_ORIGIN = "https://theater-amsterdam.example";
export const PURGE_SECRET = "deploy-test-purge-secret";
export const RENDER_TTL_MS = 30_000;
export const RATE_LIMIT = 10;
/** The contract's default, set here so the flood check knows it. */
export const PURGE_ALL_INTERVAL_MS = 5_000;

export const varnish = `http://127.0.0.1:${ports.varnish}`;
export const demo = `http://127.0.0.1:${ports.demo}`;
export const instanceUrl = (i: number) => `http://127.0.0.1:${ports.instances[i]}`;
export const metricsUrl = (i: number) => `http://127.0.0.1:${ports.metrics[i]}/metrics`;
export const instancePort = (i: number) => ports.instances[i] as number;

/** Every process started, in order (stopped in reverse at the end). */
const procs: Proc[] = [];
/** The instance process running at each index now. */
export const instances: Proc[] = [];
/** Every instance process of the run, also those stopped, for the log checks. */
export const instanceRuns: Proc[] = [];
let redisProc: Proc | undefined;
let varnishProc: VarnishHandle | undefined;

export const redis = () => redisProc as Proc;
export const varnishd = () => varnishProc as VarnishHandle;

function instanceEnv(i: number): Record<string, string> {
  return {
    PORT: String(ports.instances[i]),
    HOST: "127.0.0.1",
    CONTENT_API_URL: demo,
    ACCOUNT_URL: `${demo}/account`,
    PAYMENT_HOSTS: `127.0.0.1:${ports.demo}`,
    TICKETING_HOSTS: "tickets.theater-amsterdam.example",
    SALES_PARAM_HOSTS: "tickets.theater-amsterdam.example",
    SITE_URL: SITE_ORIGIN,
    // Varnish on loopback, and this script standing in for the TLS terminator in front of it
    // (also on loopback): the client is the right-most X-Forwarded-For entry neither of them is.
    TRUST_PROXY: "127.0.0.1,::1",
    SESSION_SECRET: "deploy-test-session-secret",
    PURGE_SECRET,
    PURGE_ALL_INTERVAL_MS: String(PURGE_ALL_INTERVAL_MS),
    VARNISH_URLS: varnish,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    METRICS_PORT: String(ports.metrics[i]),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    CONTENT_RENDER_TTL_MS: String(RENDER_TTL_MS),
  };
}

export async function startInstanceNo(i: number): Promise<Proc> {
  const proc = startInstance(`instance-${i + 1}`, instanceEnv(i));
  procs.push(proc);
  instances[i] = proc;
  instanceRuns.push(proc);
  await waitFor(`${instanceUrl(i)}/api/health`, 30_000, undefined, proc);
  return proc;
}

/** Redis, the demo CMS, two instances and Varnish, each answering. */
export async function startDeployment() {
  redisProc = startRedis(ports.redis);
  procs.push(redisProc);
  procs.push(startDemoCms(ports.demo));
  await waitFor(`${demo}/__stats`, 30_000, undefined, procs.at(-1));
  await Promise.all([0, 1].map(startInstanceNo));
  varnishProc = startVarnish(ports.varnish, ports.instances.slice(0, 2), ports.varnishAdmin);
  procs.push(varnishProc);
  await waitFor(`${varnish}/api/health`, 30_000, (s) => s === 200, varnishProc);
}

export async function stopDeployment() {
  for (const proc of procs.slice().reverse()) await stop(proc);
  // DEPLOY_TEST_LOGS=<dir>: every process's stdout kept there, to follow up a failed check.
  const logs = process.env.DEPLOY_TEST_LOGS;
  if (logs) {
    mkdirSync(logs, { recursive: true });
    procs.forEach((proc, i) => {
      writeFileSync(join(logs, `${i}-${proc.name}.log`), `${proc.lines.join("\n")}\n`);
    });
  }
  if (varnishProc) rmSync(varnishProc.workdir, { recursive: true, force: true });
}
