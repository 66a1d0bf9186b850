// What the run left in the logs: every line an instance wrote is JSON, and every access line
// carries a request id.
import { instanceRuns } from "./deployment";
import { check } from "./report";

export function checkLogs() {
  let lines = 0;
  let notJson = 0;
  let access = 0;
  let withoutId = 0;
  for (const proc of instanceRuns) {
    for (const line of proc.lines) {
      lines++;
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        notJson++;
        continue;
      }
      if ("status" in entry && "method" in entry) {
        access++;
        if (typeof (entry.requestId ?? entry.reqId) !== "string") withoutId++;
      }
    }
  }
  check(
    "every access log line is JSON with a request id",
    access > 0 && notJson === 0 && withoutId === 0,
    `${lines} lines, ${access} access lines, ${notJson} not JSON, ${withoutId} without a request id`,
  );
}
