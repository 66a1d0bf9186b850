import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { contentPageMeta } from "~/components/content/content-page-meta";
import { RedirectNotice } from "~/components/runtime/on-demand";
import { pageHeaders } from "~/services/http/page-response.server";
import { loadContentPageRoute } from "~/services/screens/content.server";

export const loader = (args: LoaderFunctionArgs) => loadContentPageRoute(args, "news");

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  contentPageMeta(data, location.pathname, matches);

export default function NewsItemRoute() {
  const { page, external } = useLoaderData<typeof loader>();
  if (external) return <RedirectNotice target={external} />;
  return page && <ContentPage page={page} />;
}
