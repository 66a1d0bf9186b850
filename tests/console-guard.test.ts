// The guard in tests/setup.ts: an unannounced console.error fails the test, and so does an
// announced one that never came.
import { describe, expect, it } from "vitest";
import {
  allowConsoleErrors,
  checkConsoleErrors,
  consoleErrors,
  expectConsoleError,
  watchConsoleErrors,
} from "./support/console-guard";

describe("the console.error guard", () => {
  it("fails on an error nobody announced", () => {
    console.error("[content] something broke");
    expect(() => checkConsoleErrors()).toThrow(
      /Unexpected console.error:\n\[content\] something broke/,
    );
    watchConsoleErrors();
  });

  it("fails when an announced error never came", () => {
    expectConsoleError(/\[forms\] outcome failure/);
    expect(() => checkConsoleErrors()).toThrow(/No console.error matched/);
    watchConsoleErrors();
  });

  it("passes announced errors", () => {
    expectConsoleError(/\[forms\] callback: outcome failure/);
    console.error("[forms] callback: outcome failure");
    expect(() => checkConsoleErrors()).not.toThrow();
    watchConsoleErrors();
  });

  it("passes allowed errors however often they come, and only those", () => {
    allowConsoleErrors(/^\[content\]/);
    expect(() => checkConsoleErrors()).not.toThrow();
    watchConsoleErrors();
    allowConsoleErrors(/^\[content\]/);
    console.error("[content] TIMEOUT a");
    console.error("[content] TIMEOUT b");
    expect(consoleErrors()).toEqual(["[content] TIMEOUT a", "[content] TIMEOUT b"]);
    expect(() => checkConsoleErrors()).not.toThrow();
    watchConsoleErrors();
    allowConsoleErrors(/^\[content\]/);
    console.error("Warning: each child in a list should have a unique key");
    expect(() => checkConsoleErrors()).toThrow(/Unexpected console.error:\nWarning: each child/);
    watchConsoleErrors();
  });
});
