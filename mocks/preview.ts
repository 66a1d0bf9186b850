// Preview mode: a request carrying a non-empty `cms_session` cookie comes from an editor who
// is logged in to the CMS. Such answers say is_preview: true and include unpublished pages.
export const PREVIEW_COOKIE = "cms_session";

export function isPreviewRequest(request: Request): boolean {
  const header = request.headers.get("cookie") ?? "";
  return header.split(";").some((pair) => {
    const [name, ...value] = pair.trim().split("=");
    return name === PREVIEW_COOKIE && value.join("=").trim() !== "";
  });
}
