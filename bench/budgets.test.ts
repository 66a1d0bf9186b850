import { describe, expect, it } from "vitest";
import { elementCount, loaderDataPath } from "./budgets";

describe("loaderDataPath", () => {
  it("names the single-fetch body of a document, the home page's as /_root.data", () => {
    expect(loaderDataPath("/")).toBe("/_root.data");
    expect(loaderDataPath("/nieuws/")).toBe("/nieuws.data");
    expect(loaderDataPath("/zoeken?q=musical")).toBe("/zoeken.data?q=musical");
  });
});

describe("elementCount", () => {
  it("counts start tags, not what scripts, styles, templates or comments hold", () => {
    const html = `<!DOCTYPE html><html><head><style>a<b{}</style><script>if (a<b) x("<p>")</script></head><body><!-- <div> --><p>1 < 2</p><template><li></li></template><my-el></my-el></body></html>`;
    // html, head, style, script, body, p, template, my-el
    expect(elementCount(html)).toBe(8);
  });
});
