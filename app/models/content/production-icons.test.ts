import { describe, expect, it } from "vitest";
import { sanitizeIconSvg } from "./production-icons";

describe("custom icon SVG", () => {
  it("keeps drawing markup and hides the icon from assistive technology", () => {
    expect(
      sanitizeIconSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="5" width="20" height="14" rx="2" stroke="currentColor" fill="none" stroke-width="1.6"/><circle cx="11" cy="4" r="2" fill="currentColor"/></svg>',
      ),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="2" y="5" width="20" height="14" rx="2" stroke="currentColor" fill="none" stroke-width="1.6"></rect><circle cx="11" cy="4" r="2" fill="currentColor"></circle></svg>',
    );
  });

  it("removes scripts, event handlers, links, styles, external references and text", () => {
    const clean = sanitizeIconSvg(
      '<svg onload="alert(1)" style="x"><script>alert(1)</script><title>Icoon</title><a href="javascript:alert(1)"><path d="M0 0" onclick="x()"/></a><use href="https://evil.example/x.svg#a"/><image href="x.png"/><foreignObject><p>hi</p></foreignObject></svg>',
    );
    expect(clean).toBe('<svg aria-hidden="true" focusable="false"><path d="M0 0"></path></svg>');
  });

  it("drops what is not an SVG", () => {
    expect(sanitizeIconSvg(null)).toBeNull();
    expect(sanitizeIconSvg("  ")).toBeNull();
    expect(sanitizeIconSvg("<p>icoon</p>")).toBeNull();
    expect(sanitizeIconSvg("<img src=x onerror=alert(1)>")).toBeNull();
  });
});
