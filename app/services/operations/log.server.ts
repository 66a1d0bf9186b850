// The site's log: one JSON line per event on stdout (pino), each with the id of the request it
// happened in, so a CMS failure is found next to the access line of the page it broke
// (docs/operations.md, "Logs" and "Metrics"). One logger per process, held on globalThis: the HTTP server and the
// Remix build each carry a copy of this module and must not write two differently made lines.
// What may never reach a line (docs/security.md): an e-mail address, a token, a `ref` or `r`
// value, a cookie. Callers do not pass them; the redact paths and the scrub below catch a slip.
import pino, { type Logger } from "pino";
import { currentRequest } from "./request-context.server";

type Fields = Record<string, unknown>;
/** Receives each finished line (JSON with a trailing newline). */
export type LogSink = (line: string) => void;

type Holder = { logger: Logger; sink: LogSink };

const HOLDER = Symbol.for("theatre-site.log");

/** Field names whose values are a visitor's secret wherever they appear. */
const SECRET_KEYS = ["email", "token", "ref", "r", "cookie", "password", "authorization"];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

const EMAIL = /[^\s"'<>@,;:()[\]\\]+@[^\s"'<>@,;:()[\]\\]+\.[^\s"'<>@,;:()[\]\\]+/g;
/** A secret handed over as a parameter: `token=…`, `ref=…`, `r=…`, `email=…`. */
const SECRET_PARAM = /\b(token|ref|r|email|code)=[^&\s"']*/gi;

/** Takes e-mail addresses and secret parameters out of free text (messages, reasons, paths). */
export function scrub(text: string): string {
  return text.replace(EMAIL, "[e-mail]").replace(SECRET_PARAM, "$1=[redacted]");
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 2 || typeof value !== "object" || value === null) return value;
  if (value instanceof Error) {
    return { type: value.name, message: scrub(value.message), stack: scrub(value.stack ?? "") };
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Holder };
  if (scope[HOLDER]) return scope[HOLDER];
  const made: Holder = {
    sink: (line) => process.stdout.write(line),
    logger: undefined as unknown as Logger,
  };
  made.logger = pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      mixin: () => {
        const request = currentRequest();
        return request ? { reqId: request.id } : {};
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => scrubValue(arg, 0));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    { write: (line: string) => made.sink(line) },
  );
  scope[HOLDER] = made;
  return made;
}

/** Sends the lines elsewhere (tests read them); returns the way back. */
export function setLogSink(sink: LogSink): () => void {
  const current = holder();
  const previous = current.sink;
  current.sink = sink;
  return () => {
    current.sink = previous;
  };
}

/** `message` is what happened in a few words; `fields` the facts a reader filters on. */
export const log = {
  info: (message: string, fields: Fields = {}) => holder().logger.info(fields, message),
  warn: (message: string, fields: Fields = {}) => holder().logger.warn(fields, message),
  error: (message: string, fields: Fields = {}) => holder().logger.error(fields, message),
};
