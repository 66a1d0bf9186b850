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
import { RedirectNotice } from "~/components/redirect-notice";
import { type FormDefinition, INTENT_FIELD } from "~/forms/form";
import { NEWSLETTER_PAGE_FORMS, newsletterPageKind } from "~/forms/newsletter";
import { PREMIERE_INTENT } from "~/forms/premiere-rsvp";
import { theatreFormFor } from "~/forms/theatre-forms";
import { metaMessages } from "~/i18n/meta";
import { type Locale, localeFromPath } from "~/models/locale";
import { contentPath, loadContentPage } from "~/services/content.server";
import { formAction } from "~/services/form-action.server";
import { pageResponse, throwStatus } from "~/services/page-response.server";
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

/**
 * The forms a page offers, chosen by the end of its path (forms spec §2.1, §2.2) or, for the
 * premiere RSVP, by the page's own flag: that one needs the page (its start times and name).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const url = params.url ?? "";
  const forms: FormDefinition[] = [];
  const newsletter = newsletterPageKind(url);
  if (newsletter) forms.push(NEWSLETTER_PAGE_FORMS[newsletter]);
  const bySlug = theatreFormFor({ url, premiere: null });
  if (bySlug) forms.push(bySlug.definition);
  else {
    const premiere = await premiereOf(request, locale, url);
    if (premiere) forms.push(premiere.definition);
  }
  if (!forms.length) throw new Response(null, { status: 405 });
  return formAction(request, forms, locale);
}

async function premiereOf(request: Request, locale: Locale, url: string) {
  const form = await request.clone().formData();
  if (form.get(INTENT_FIELD) !== PREMIERE_INTENT) return null;
  const outcome = await loadContentPage(
    request,
    locale,
    "general",
    contentPath(locale, "page", url),
  );
  if (outcome.kind !== "page") return null;
  return theatreFormFor({ url, premiere: outcome.value.premiere });
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
