import { describe, expect, it } from "vitest";
import { textOfHtml } from "./html-text";
import { cleanText, cleanTextOrNull } from "./plain-text";

describe("textOfHtml", () => {
  it("removes tags, scripts, styles and comments and decodes entities", () => {
    expect(
      textOfHtml(
        "<p>Tom&nbsp;&amp;&#32;Jerry <b>live</b></p><script>alert('x')</script><style>p{}</style><!-- hidden -->",
      ),
    ).toBe("Tom & Jerry live");
    expect(textOfHtml("&#233;&#xE9; &lt;b&gt; &bogus;")).toBe("éé <b> &bogus;");
  });

  it("decodes named entities beyond the basic few", () => {
    expect(textOfHtml("<p>Caf&eacute; &euro;&nbsp;5 &ndash; na&iuml;ef</p>")).toBe(
      "Café € 5 – naïef",
    );
  });

  it("does not glue words across tags", () => {
    expect(textOfHtml("<p>een</p><p>twee</p>")).toBe("een twee");
  });

  it("gives '' for nothing", () => {
    expect(textOfHtml(null)).toBe("");
    expect(textOfHtml(undefined)).toBe("");
  });
});

describe("cleanText", () => {
  it("collapses white space and drops control characters", () => {
    expect(cleanText("  Tom\u00a0\n\t&\u0000 Jerry\u007f ")).toBe("Tom & Jerry");
    expect(cleanText(null)).toBe("");
    expect(cleanTextOrNull(" \n ")).toBeNull();
    expect(cleanTextOrNull(" a  b ")).toBe("a b");
  });
});
