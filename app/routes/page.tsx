import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content-page";
import { contentPageMeta, contentPageShell } from "~/components/content-page-meta";
import { localeFromPath, metaMessages, RedirectNotice } from "~/components/shared";
import { newsletterPageKind } from "~/forms/newsletter-pages";
import {
  contentPath,
  formAction,
  loadContentPage,
  NEWSLETTER_PAGE_FORMS,
  pageResponse,
  throwStatus,
} from "~/services/routes.server";
import formStyles from "../styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!params.url) throwStatus(404);
  const outcome = await loadContentPage(
    request,
    locale,
    "general",
    contentPath(locale, "page", params.url),
  );
  return pageResponse(outcome, locale, contentPageShell);
}

/** The form a page shows, chosen by the end of its path (forms spec §2.1). */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const kind = newsletterPageKind(params.url ?? "");
  if (!kind) throw new Response(null, { status: 405 });
  return formAction(request, [NEWSLETTER_PAGE_FORMS[kind]], locale);
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  contentPageMeta(data, location.pathname, metaMessages(matches));

export default function GeneralPageRoute() {
  const { page, external } = useLoaderData<typeof loader>();
  if (external) return <RedirectNotice target={external} />;
  return page && <ContentPage page={page} />;
}
