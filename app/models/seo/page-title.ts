// A page named like the site (the home page) would otherwise read "Site - Site".
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const trimmed = title?.trim() ?? "";
  if (trimmed === "" || trimmed === siteName.trim()) return siteName;
  return `${trimmed} - ${siteName}`;
}
