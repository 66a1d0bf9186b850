// Paths like /pagina//x reach the same screen as /pagina/x; redirecting keeps one canonical URL
// for caches and search engines. Collapsing also means a path can never start with "//", which a
// browser would read as another host if it ended up in a Location header.

export function collapseSlashes(pathname: string): string | null {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  return collapsed === pathname ? null : collapsed;
}

export function redirectTargetForSlashes(url: URL): string | null {
  const path = collapseSlashes(url.pathname);
  if (path === null) return null;
  return `${path}${url.search}${url.hash}`;
}
