// @vitest-environment happy-dom
import { Link as RemixLink } from "@remix-run/react";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../../../tests/support/console-guard";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { isPlainPath, ServerLink } from "./server-link.server";

type Props = ComponentProps<typeof RemixLink>;

/** The HTML a link makes on a server-rendered page of the site, inside Remix's router. */
function html(LinkComponent: typeof ServerLink, props: Props, path = "/agenda") {
  // The stub's router is the browser's; on the server React only notes that its effects wait.
  allowConsoleErrors(/useLayoutEffect does nothing on the server/);
  const Page = () => <LinkComponent {...props} />;
  const Stub = siteStub([
    { id: "agenda", path: "agenda", Component: Page },
    { id: "production", path: "voorstelling/:url", Component: Page },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />,
  );
}

describe("ServerLink", () => {
  const cases: Props[] = [
    { to: "/voorstelling/de-notenkraker", children: "De Notenkraker" },
    { to: "/", className: "button", prefetch: "intent", children: "Home" },
    { to: "/agenda?maand=2026-12#agenda", preventScrollReset: true, children: "December" },
    { to: "/en/show/swan-lake", "aria-label": "Swan Lake, more", rel: "next", children: "More" },
    { to: "/nieuws", target: "_blank", children: "Nieuws" },
    { to: "/nieuws", discover: "none", children: "Nieuws" },
    { to: "/nieuws", reloadDocument: true, replace: true, children: "Nieuws" },
    {
      to: "/zoeken?q=a%20b",
      children: (
        <>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Zoek</span>
        </>
      ),
    },
  ];

  it("writes what Remix's link writes, so Remix's link hydrates over it", () => {
    for (const props of cases) {
      const ours = html(ServerLink, props);
      expect(ours).toContain("<a ");
      expect(ours, JSON.stringify(props.to)).toBe(html(RemixLink as typeof ServerLink, props));
    }
  });

  it("leaves paths Remix resolves to Remix's own link, with the same result", () => {
    for (const to of ["de-notenkraker", "?tab=1#tabs", "/a/../agenda", "//elders.example/x"]) {
      const props = { to, children: "x" };
      const path = "/voorstelling/de-notenkraker";
      expect(html(ServerLink, props, path)).toBe(html(RemixLink as typeof ServerLink, props, path));
    }
  });
});

describe("isPlainPath", () => {
  it("takes absolute paths of this site that Remix writes unchanged", () => {
    for (const to of ["/", "/agenda", "/en/show/x?tab=1#tabs", "/zoeken?q=a%20b", "/a.b/c..d"])
      expect(isPlainPath(to), to).toBe(true);
  });

  it("leaves relative, protocol-relative and rewritten paths to Remix", () => {
    for (const to of [
      "agenda",
      "?tab=1",
      "#top",
      "//elders.example/x",
      "https://elders.example/",
      "/a//b",
      "/a/../b",
      "/a/./b",
      "/a/..",
      "/a/.",
      "/a/..?x",
      "/agenda?",
      "/agenda#",
      "/agenda?#x",
    ])
      expect(isPlainPath(to), to).toBe(false);
    expect(isPlainPath({ pathname: "/agenda" })).toBe(false);
  });
});
