// Minimal CMS answers for loader tests: just enough to be valid, so each test states what it
// changes.
export function generalPageAnswer(
  overrides: { heading?: string; isPreview?: boolean; data?: Record<string, unknown> } = {},
) {
  return {
    node: {
      id: "page-1",
      kind: "general-page",
      data: {
        url: "/pagina/contact",
        urlTranslated: "/en/page/contact",
        title: "Contact",
        heading: overrides.heading ?? "Contact",
        contentMain: "<p>Bel ons.</p>",
        ...overrides.data,
      },
    },
    nodes: {},
    is_preview: overrides.isPreview ?? false,
    is_redirect: false,
    productions: {},
    venues: {},
  };
}

export function redirectAnswer(
  data: Record<string, unknown>,
  kind: "redirect" | "short-url" = "redirect",
) {
  return { node: { id: "r-1", kind, data }, is_redirect: true };
}
