// Where the JSON log goes in tests. By default its warnings and errors go to the console as
// their message alone, so the console guard (tests/support/console-guard.ts) sees a CMS failure
// as it always has and a test still announces the errors it provokes; info lines (the access
// log among them) stay out of the output. A test that reads the JSON lines captures them.
import { setLogSink } from "~/services/operations/log.server";

type Line = { level: string; msg: string; err?: { message?: string } } & Record<string, unknown>;

function toConsole(text: string) {
  const line = JSON.parse(text) as Line;
  const said = line.err?.message ? `${line.msg}: ${line.err.message}` : line.msg;
  if (line.level === "error" || line.level === "fatal") console.error(said);
  else if (line.level === "warn") console.warn(said);
}

export function routeLogToConsole() {
  setLogSink(toConsole);
}

/** Keeps every line (raw, as written) until `stop` is called, which gives them back. */
export function captureLog(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const restore = setLogSink((line) => lines.push(line));
  return { lines, stop: restore };
}
