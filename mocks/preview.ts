// Preview mode: a request carrying a non-empty `cms_session` cookie comes from an editor who
// is logged in to the CMS. Such answers say is_preview: true and include unpublished pages.
import { readCookie } from "../app/models/http/cookies";

export const PREVIEW_COOKIE = "cms_session";

export function isPreviewRequest(request: Request): boolean {
  const value = readCookie(request.headers.get("cookie"), PREVIEW_COOKIE);
  return value !== null && value.trim() !== "";
}
