import { describe, expect, it } from "vitest";
import { hasFormMarker, sanitizeRichText, splitAtFormMarker } from "./rich-text";

const hosts = { own: ["theater.example"], ticketing: ["tickets.example"] };
const clean = (html: string) => sanitizeRichText(html, hosts);

describe("sanitizeRichText", () => {
  it("keeps article markup", () => {
    const html =
      "<h2>Kop</h2><p>Tekst met <strong>vet</strong>, <em>nadruk</em>, <b>b</b>, <i>i</i> en <u>u</u>.<br></p>" +
      "<ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote><hr>" +
      "<h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6><span>s</span>";
    expect(clean(html)).toBe(html.replace("<br>", "<br />").replace("<hr>", "<hr />"));
  });

  it("keeps tables and figures with images", () => {
    const html =
      '<table><thead><tr><th colspan="2">Prijs</th></tr></thead><tbody><tr><td>A</td><td>€ 10</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.theater.example/1.jpg" alt="Zaal" width="640" height="360" loading="lazy" /><figcaption>De zaal</figcaption></figure>';
    expect(clean(html)).toBe(html);
  });

  it("turns h1 into h2", () => {
    expect(clean("<h1>Titel</h1>")).toBe("<h2>Titel</h2>");
  });

  it("drops scripts and styles with their content", () => {
    expect(clean("<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>")).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("drops event handlers, inline styles and classes", () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">a</p>')).toBe("<p>a</p>");
    expect(clean('<img src="https://cdn.theater.example/1.jpg" onerror="alert(1)">')).toBe(
      '<img src="https://cdn.theater.example/1.jpg" />',
    );
  });

  it("drops javascript: and data: urls", () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe("<img />");
  });

  it("drops tags outside the allowed set but keeps their text", () => {
    expect(clean("<div><font>tekst</font></div>")).toBe("tekst");
    expect(clean('<form action="/x"><input name="a">tekst</form>')).toBe("tekst");
  });

  it("opens external links in a new tab without an opener", () => {
    expect(clean('<a href="https://other.example/x" title="Ander">x</a>')).toBe(
      '<a href="https://other.example/x" title="Ander" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps internal, ticketing, mail and phone links in the same tab, whatever the editor set", () => {
    expect(clean('<a href="/agenda" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="/agenda">x</a>',
    );
    expect(clean('<a href="https://tickets.example/e/1">x</a>')).toBe(
      '<a href="https://tickets.example/e/1">x</a>',
    );
    expect(clean('<a href="mailto:info@theater.example">x</a>')).toBe(
      '<a href="mailto:info@theater.example">x</a>',
    );
    expect(clean('<a href="tel:+31201234567">x</a>')).toBe('<a href="tel:+31201234567">x</a>');
  });

  it("keeps no-cookie video embeds", () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&amp;rel=0" width="640" height="360" allowfullscreen></iframe>';
    expect(clean(html)).toBe(html);
  });

  it("turns autoplay off in embeds", () => {
    expect(
      clean(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&amp;rel=0"></iframe>',
    );
  });

  it("moves ordinary video embeds to the no-cookie player", () => {
    expect(clean('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&amp;rel=0"></iframe>',
    );
  });

  it("removes any other iframe entirely", () => {
    expect(clean('<p>a</p><iframe src="https://evil.example/embed/x">fallback</iframe>')).toBe(
      "<p>a</p>",
    );
    expect(
      clean('<iframe src="https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ"></iframe>'),
    ).toBe("");
    expect(clean('<iframe src="javascript:alert(1)"></iframe>')).toBe("");
    expect(clean("<iframe></iframe>")).toBe("");
  });
});

describe("hasFormMarker", () => {
  it("finds the literal marker", () => {
    expect(hasFormMarker("<p>Kies:</p><p>[form]</p>")).toBe(true);
    expect(hasFormMarker("<p>Kies een formulier</p>")).toBe(false);
    expect(hasFormMarker("<p>[Form]</p>")).toBe(false);
  });
});

describe("splitAtFormMarker", () => {
  it("removes a paragraph that holds only the marker", () => {
    expect(splitAtFormMarker('<p>Voor</p><p class="x"> [form] </p><p>Na</p>')).toEqual([
      "<p>Voor</p>",
      "<p>Na</p>",
    ]);
  });

  it("splits at the marker inside running text", () => {
    expect(splitAtFormMarker("<p>Kies: [form] klaar</p>")).toEqual(["<p>Kies: ", " klaar</p>"]);
  });

  it("splits at the first marker only", () => {
    expect(splitAtFormMarker("a[form]b[form]c")).toEqual(["a", "b[form]c"]);
    expect(splitAtFormMarker("<p>zie [form] hier</p><p>[form]</p>")).toEqual([
      "<p>zie ",
      " hier</p><p>[form]</p>",
    ]);
  });

  it("returns null without a marker", () => {
    expect(splitAtFormMarker("<p>Geen formulier</p>")).toBeNull();
  });

  it("drops empty paragraphs but keeps ones with text, spacing or media", () => {
    expect(clean("<p></p><p> </p><p><br></p><p>&nbsp;</p>")).toBe("<p> </p><p>\u00a0</p>");
    expect(clean('<p><img src="https://cdn.theater.example/1.jpg"></p>')).toBe(
      '<p><img src="https://cdn.theater.example/1.jpg" /></p>',
    );
  });

  it("gives halves that sanitise into balanced markup", () => {
    const [before, after] = splitAtFormMarker("<p>Kies: [form] klaar</p>")!;
    expect(sanitizeRichText(before, hosts)).toBe("<p>Kies: </p>");
    expect(sanitizeRichText(after, hosts)).toBe(" klaar");
  });
});

describe("richTextOrNull", () => {
  const hosts = { own: ["www.theater-amsterdam.example"], ticketing: [] };
  it("gives null when nothing visible is left", async () => {
    const { richTextOrNull } = await import("./rich-text");
    expect(richTextOrNull(null, hosts)).toBeNull();
    expect(richTextOrNull("  <script>x()</script> ", hosts)).toBeNull();
    expect(richTextOrNull(" <p>Hoi</p> ", hosts)).toBe("<p>Hoi</p>");
  });
});
