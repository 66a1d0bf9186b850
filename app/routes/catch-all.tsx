import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  localeFromPath,
  metaMessages,
  RedirectNotice,
  redirectNoticeMeta,
} from "~/components/shared";
import { failureStatusCode } from "~/services/content/result";
import {
  lookupRedirect,
  pageHeaders,
  redirectResponse,
  throwStatus,
} from "~/services/routes.server";

// Any path no screen claims: ask the CMS for a redirect (spec §2 Catch-all), else 404.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const result = await lookupRedirect(request, locale);
  if (result.status !== "ok") throwStatus(failureStatusCode(result));
  return redirectResponse(result.value, result.personal, locale);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.external ? redirectNoticeMeta(metaMessages(matches)) : [];

export default function CatchAllRoute() {
  const { external } = useLoaderData<typeof loader>();
  return <RedirectNotice target={external} />;
}
