import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.server";

describe("the content security policy", () => {
  it("carries each render's own nonce in script-src and is otherwise the same", () => {
    const first = contentSecurityPolicy("Zmlyc3Q=", false);
    const second = contentSecurityPolicy("c2Vjb25k", false);
    expect(first).toMatch(/(^|; )script-src 'self' 'nonce-Zmlyc3Q=' 'strict-dynamic'(;|$)/);
    expect(second).toContain("'nonce-c2Vjb25k'");
    expect(second).not.toContain("Zmlyc3Q=");
    expect(second.replace("c2Vjb25k", "Zmlyc3Q=")).toBe(first);
    expect(first).toMatch(/^default-src 'self'; /);
    expect(first).toContain("; object-src 'none'");
  });

  it("lets development's live reload connect, and only there", () => {
    expect(contentSecurityPolicy("bm9uY2U=", true)).toMatch(/connect-src [^;]* ws:/);
    expect(contentSecurityPolicy("bm9uY2U=", false)).not.toContain("ws:");
  });
});
