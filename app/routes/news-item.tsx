import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content-page";
import { contentPageMeta, contentPageShell } from "~/components/content-page-meta";
import { localeFromPath, RedirectNotice } from "~/components/shared";
import {
  contentPath,
  loadContentPage,
  pageHeaders,
  pageResponse,
  throwStatus,
} from "~/services/routes.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!params.url) throwStatus(404);
  const outcome = await loadContentPage(
    request,
    locale,
    "news",
    contentPath(locale, "newsItem", params.url),
  );
  return pageResponse(outcome, locale, contentPageShell);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  contentPageMeta(data, location.pathname, matches);

export default function NewsItemRoute() {
  const { page, external } = useLoaderData<typeof loader>();
  if (external) return <RedirectNotice target={external} />;
  return page && <ContentPage page={page} />;
}
