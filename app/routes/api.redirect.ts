import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath } from "~/models/http/locale";
import { describeFailure, failureStatusCode } from "~/services/content/result";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { lookupRedirect } from "~/services/screens/content.server";

/**
 * The redirect lookup as JSON: GET /api/redirect?path=/some/path%3Fq. Answers the target the
 * catch-all would follow, for tools and for checking redirects before publishing them.
 */
async function lookup({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("path");
  const target = raw && /^\/(?![/\\])/.test(raw) ? URL.parse(raw, request.url) : null;
  if (!target) {
    return Response.json(
      { error: "path must be a path on this site, starting with one /" },
      { status: 400 },
    );
  }
  const lookup = new Request(target, { headers: request.headers });
  const locale = localeFromPath(target.pathname);
  const result = await lookupRedirect(lookup, locale);
  if (result.status !== "ok") {
    const status = failureStatusCode(result);
    return Response.json({ path: raw, error: describeFailure(result) }, { status });
  }
  return Response.json(
    { path: raw, locale, target: result.value },
    {
      status: result.value.kind === "invalid" ? 404 : 200,
      headers: { "Cache-Control": "no-store" },
    },
  );
}

export const { loader, action } = resourceMethods({ get: lookup });
