import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { contentPageMeta } from "~/components/content/content-page-meta";
import { RedirectNotice } from "~/components/runtime/on-demand";
import { localeFromPath } from "~/models/http/locale";
import { formAction } from "~/services/forms/form-action.server";
import { pageMultiStepAction, withStepTitleOf } from "~/services/forms/multi-step-action.server";
import { keyedByIntention, withOnceCookie } from "~/services/forms/once-identity.server";
import { pageForms } from "~/services/forms/page-forms.server";
import { pageHeaders } from "~/services/http/page-response.server";
import { loadContentPageRoute } from "~/services/screens/content.server";
import formStyles from "../styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** The page, and the step a multi-step post just drew for the title (multi-step-action.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return withStepTitleOf(await loadContentPageRoute(args, "general"), args.context);
}

/** The forms the page offers (app/services/forms/page-forms.server.ts); none is 405. */
export async function action({ request: posted, params, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(posted.url).pathname);
  // One intention, one answer: a second tab or a send after Back is known by the browser's
  // cookie, not the page's key (once-identity.server.ts).
  const { request, identity } = await keyedByIntention(posted);
  // A page with a multi-step form answers with the step to show (multi-step-action.server.ts).
  const multiStep = await pageMultiStepAction(request, locale, params.url ?? "", context);
  if (multiStep) return withOnceCookie(multiStep, identity);
  const answer = await formAction(
    request,
    (intent) => pageForms(request, locale, params.url ?? "", intent),
    locale,
    { context, route: "page" },
  );
  return withOnceCookie(answer, identity);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  contentPageMeta(data, location.pathname, matches);

export default function GeneralPageRoute() {
  const { page, external } = useLoaderData<typeof loader>();
  if (external) return <RedirectNotice target={external} />;
  return page && <ContentPage page={page} />;
}
