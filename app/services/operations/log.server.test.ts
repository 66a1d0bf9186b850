// The logger's own guard against a slip: secret fields redacted, e-mail addresses and secret
// parameters taken out of free text, and the request id on every line logged inside a request.
import { describe, expect, it } from "vitest";
import { captureLog } from "../../../tests/support/log-capture";
import { log, scrub } from "./log.server";
import { newRequestContext, runInRequest } from "./request-context.server";

function logged(write: () => void): Record<string, unknown>[] {
  const capture = captureLog();
  try {
    write();
  } finally {
    capture.stop();
  }
  return capture.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the log", () => {
  it("writes one JSON line per call with level, time and message", () => {
    const [line] = logged(() => log.warn("[content] dropped event 3", { endpoint: "render" }));
    expect(line).toMatchObject({
      level: "warn",
      msg: "[content] dropped event 3",
      endpoint: "render",
    });
    expect(typeof line?.time).toBe("string");
  });

  it("redacts secret fields, at the top and one level down", () => {
    const [line] = logged(() =>
      log.error("failed", {
        email: "jan@example.nl",
        token: "t0k3n",
        ref: "r3f",
        r: "partner",
        cookie: "cms_session=abc",
        request: { email: "piet@example.nl", headers: { cookie: "x" } },
      }),
    );
    expect(line).toMatchObject({
      email: "[redacted]",
      token: "[redacted]",
      ref: "[redacted]",
      r: "[redacted]",
      cookie: "[redacted]",
      request: { email: "[redacted]" },
    });
    expect(JSON.stringify(line)).not.toMatch(/jan@|piet@|t0k3n|r3f|partner|abc/);
  });

  it("takes e-mail addresses and secret parameters out of messages, fields and errors", () => {
    const [line] = logged(() =>
      log.error("[forms] fout@example.com failed at /x?token=abc&lang=nl", {
        reason: "ref=123 for a.b@c.nl",
        err: new Error("no such user fout@example.com"),
      }),
    );
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/fout@example\.com|a\.b@c\.nl|abc|123/);
    expect(line?.msg).toBe("[forms] [e-mail] failed at /x?token=[redacted]&lang=nl");
  });

  it("leaves ordinary text alone", () => {
    expect(scrub("[content] HTTP_ERROR pagina/contact status 502")).toBe(
      "[content] HTTP_ERROR pagina/contact status 502",
    );
  });

  it("puts the request id on every line logged while a request is served", async () => {
    const lines = logged(() => {
      log.info("outside");
      runInRequest(newRequestContext("req-1"), () => log.info("inside"));
    });
    expect(lines[0]?.reqId).toBeUndefined();
    expect(lines[1]?.reqId).toBe("req-1");
  });
});
