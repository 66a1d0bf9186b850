import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { contentPageMeta } from "~/components/content/content-page-meta";
import { localeFromPath, RedirectNotice } from "~/components/shared";
import {
  formAction,
  loadContentPageRoute,
  pageForms,
  pageHeaders,
  pageMultiStepAction,
  withStepTitleOf,
} from "~/services/routes.server";
import formStyles from "../styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** The page, and the step a multi-step post just drew for the title (multi-step-action.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return withStepTitleOf(await loadContentPageRoute(args, "general"), args.context);
}

/** The forms the page offers (app/services/forms/page-forms.server.ts); none is 405. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // A page with a multi-step form answers with the step to show (multi-step-action.server.ts).
  const multiStep = await pageMultiStepAction(request, locale, params.url ?? "", context);
  if (multiStep) return multiStep;
  return formAction(
    request,
    (intent) => pageForms(request, locale, params.url ?? "", intent),
    locale,
    { context, route: "page" },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  contentPageMeta(data, location.pathname, matches);

export default function GeneralPageRoute() {
  const { page, external } = useLoaderData<typeof loader>();
  if (external) return <RedirectNotice target={external} />;
  return page && <ContentPage page={page} />;
}
