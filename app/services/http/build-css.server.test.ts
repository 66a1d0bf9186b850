import { describe, expect, it } from "vitest";
import { buildCss } from "./build-css.server";

describe("buildCss", () => {
  it("reads only stylesheets of the build's asset folder", () => {
    for (const href of [
      "/build/_assets/../../../package.json",
      "/build/_assets/site.css?other",
      "https://cdn.example/site.css",
      "/favicon.svg",
      "/build/_assets/site.js",
    ]) {
      expect(buildCss(href), href).toBeNull();
    }
  });

  it("leaves a stylesheet that is not there a <link>", () => {
    expect(buildCss("/build/_assets/missing-AAAAAAAA.css?url")).toBeNull();
  });
});
