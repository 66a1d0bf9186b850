import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RedirectNotice } from "~/components/runtime/on-demand";
import { redirectNoticeMeta } from "~/components/shell/redirect-refresh";
import { metaMessages } from "~/i18n/meta";
import { localeFromPath } from "~/models/http/locale";
import { failureStatusCode } from "~/services/content/result";
import { pageHeaders, redirectResponse, throwStatus } from "~/services/http/page-response.server";
import { lookupRedirect } from "~/services/screens/content.server";

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
