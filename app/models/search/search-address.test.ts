import { describe, expect, it } from "vitest";
import { redirectTargetForQuery } from "./search-address";

const target = (address: string) =>
  redirectTargetForQuery(new URL(address, "https://www.theater-amsterdam.example"));

describe("redirectTargetForQuery", () => {
  it("trims and lower-cases what a search box sent without JavaScript", () => {
    expect(target("/zoeken?q=++HAMLET++")).toBe("/zoeken?q=hamlet");
    expect(target("/en/search?q=%20De%20%20Grote%20Musical%20")).toBe(
      "/en/search?q=de+grote+musical",
    );
  });

  it("drops an empty or blank q and keeps the other parameters in their order", () => {
    expect(target("/zoeken?q=")).toBe("/zoeken");
    expect(target("/zoeken?q=+++")).toBe("/zoeken");
    expect(target("/nieuws?tag=theater&q=+&p=2")).toBe("/nieuws?tag=theater&p=2");
    expect(target("/agenda?genre=dans&q=Ballet&nu-te-koop=1")).toBe(
      "/agenda?genre=dans&q=ballet&nu-te-koop=1",
    );
  });

  it("joins several q values into one", () => {
    expect(target("/en/calendar?q=swan&q=&q=LAKE")).toBe("/en/calendar?q=swan+lake");
  });

  it("leaves a normal search, an address without q and other screens alone", () => {
    expect(target("/zoeken?q=hamlet")).toBeNull();
    expect(target("/zoeken?q=de+grote+musical&all=pages")).toBeNull();
    expect(target("/zoeken?q=de%20grote%20musical")).toBeNull();
    expect(target("/agenda")).toBeNull();
    expect(target("/en/news?p=2")).toBeNull();
    expect(target("/pagina/contact?q=HAMLET")).toBeNull();
  });

  it("is done after one redirect", () => {
    for (const address of [
      "/zoeken?q=++HAMLET++",
      "/nieuws?q=A&q=%C3%89T%C3%89",
      "/agenda?q=%09x",
    ]) {
      const once = target(address);
      expect(once, address).not.toBeNull();
      expect(target(once ?? ""), address).toBeNull();
    }
  });
});
