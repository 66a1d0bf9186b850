import { describe, expect, it } from "vitest";
import { redirectTargetForCase, SCREEN_PATTERNS } from "./letter-case";

const at = (path: string) => new URL(`https://www.theater.example${path}`);

describe("redirectTargetForCase", () => {
  it("sends a screen's path in capitals to its lower-case form, query kept", () => {
    expect(redirectTargetForCase(at("/EN/calendar"))).toBe("/en/calendar");
    expect(redirectTargetForCase(at("/Agenda?q=Jazz&r=ABC"))).toBe("/agenda?q=Jazz&r=ABC");
    expect(redirectTargetForCase(at("/PAGINA/contact"))).toBe("/pagina/contact");
    expect(redirectTargetForCase(at("/Voorstelling/Hamlet"))).toBe("/voorstelling/hamlet");
    expect(redirectTargetForCase(at("/EN"))).toBe("/en");
    expect(redirectTargetForCase(at("/en/Show/cats/Add-To-Calendar/12"))).toBe(
      "/en/show/cats/add-to-calendar/12",
    );
  });

  it("leaves lower-case paths alone", () => {
    expect(redirectTargetForCase(at("/en/calendar"))).toBeNull();
    expect(redirectTargetForCase(at("/"))).toBeNull();
    expect(redirectTargetForCase(at("/agenda?q=Jazz"))).toBeNull();
  });

  it("leaves paths that are no screen to the catch-all", () => {
    expect(redirectTargetForCase(at("/Oude-Contactpagina"))).toBeNull();
    expect(redirectTargetForCase(at("/PAGINA/contact/extra"))).toBeNull();
    expect(redirectTargetForCase(at("/Onbekend/pad"))).toBeNull();
  });

  it("does not count the hex digits of percent-escapes as capitals", () => {
    expect(redirectTargetForCase(at("/pagina/caf%C3%A9"))).toBeNull();
    expect(redirectTargetForCase(at("/Pagina/caf%C3%A9"))).toBe("/pagina/caf%C3%A9");
  });

  it("knows the screens of the route table and not the catch-all", () => {
    expect(SCREEN_PATTERNS).toContain("/en/calendar");
    expect(SCREEN_PATTERNS).toContain("/voorstelling/:url");
    expect(SCREEN_PATTERNS).not.toContain("*");
  });
});
