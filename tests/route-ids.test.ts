// The route ids the access log and metrics use, from the real route table.
import { describe, expect, it } from "vitest";
import { routeIdResolver } from "../server/route-ids";
import { builtRoutes } from "./support/built-routes";

describe("routeIdResolver", () => {
  const routeId = routeIdResolver(builtRoutes());

  it("names the screen a path reaches, in either language", () => {
    expect(routeId("/")).toBe("home.nl");
    expect(routeId("/en")).toBe("home.en");
    expect(routeId("/voorstelling/hamlet")).toBe("production.nl");
    expect(routeId("/en/show/hamlet")).toBe("production.en");
    expect(routeId("/voorstelling/hamlet/zet-in-agenda/12")).toBe("performanceIcs.nl");
    expect(routeId("/api/health")).toBe("health.nl");
  });

  it("names a single-fetch data request after its page", () => {
    expect(routeId("/_root.data")).toBe("home.nl");
    expect(routeId("/agenda.data")).toBe("agenda.nl");
  });

  it("gives the catch-all for unknown paths and a label for route discovery", () => {
    expect(routeId("/bestaat/niet")).toBe("catchAll.nl");
    expect(routeId("/__manifest")).toBe("manifest");
  });

  it("answers the same for a path asked again, also after many other paths", () => {
    const resolver = routeIdResolver(builtRoutes());
    expect(resolver("/voorstelling/hamlet")).toBe("production.nl");
    for (let i = 0; i < 5_000; i++) resolver(`/voorstelling/show-${i}`);
    expect(resolver("/voorstelling/hamlet")).toBe("production.nl");
    expect(resolver("/voorstelling/show-4999")).toBe("production.nl");
    expect(resolver("/bestaat/niet")).toBe("catchAll.nl");
  });
});
