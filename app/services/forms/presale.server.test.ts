import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/support/console-guard";
import { checkPresale } from "./presale.server";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("presale check", () => {
  it("passes the CMS answer on and sends the code as q", async () => {
    server.use(
      http.get("http://cms.test/api/services/presale", ({ request }) =>
        HttpResponse.json({ valid: new URL(request.url).searchParams.get("q") === "VOOR&1" }),
      ),
    );
    expect(await checkPresale("VOOR&1")).toEqual({ valid: true });
  });

  it("logs and ignores failures", async () => {
    expectConsoleError(
      /\[presale\] check of code failed: Error: status 502/,
      /\[presale\] check of code failed: TypeError/,
    );
    server.use(
      http.get("http://cms.test/api/services/presale", () =>
        HttpResponse.json({}, { status: 502 }),
      ),
    );
    expect(await checkPresale("X")).toBeNull();
    server.use(http.get("http://cms.test/api/services/presale", () => HttpResponse.error()));
    expect(await checkPresale("X")).toBeNull();
  });
});
