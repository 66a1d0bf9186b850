import { describe, expect, it } from "vitest";
import { cleanText, cleanTextOrNull } from "./plain-text";

describe("cleanText", () => {
  it("turns every control character HTML may not carry into a space, never gluing words", () => {
    expect(cleanText("a\u0000b")).toBe("a b");
    expect(cleanText("a\u0007\u001b\u007fb")).toBe("a b");
    // C1 controls (U+0080–U+009F), e.g. NEL from a Latin-1 mix-up
    expect(cleanText("a\u0085b\u009f")).toBe("a b");
    expect(cleanTextOrNull("\u0000")).toBeNull();
  });

  it("keeps letters beyond the control ranges and folds white space", () => {
    expect(cleanText("  Première\u00a0\t\nScène ")).toBe("Première Scène");
  });
});
