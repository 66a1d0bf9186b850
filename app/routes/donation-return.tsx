// Where the payment provider sends a donor back (/donatie/bedankt?ref=…, /en/donation/thank-you):
// the thanks, the amount and the purpose, and one donation event in the data layer. All of it
// from the CMS's answer for the reference, never from the address; an unknown, unpaid or
// unreadable payment gets one neutral message. The donor's own page: private, not indexed.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DonationPush } from "~/components/confirmations/donation-push";
import { siteShareMeta } from "~/components/shell/seo-meta";
import { type Shell, useSite } from "~/components/shell/site-context";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import { localeFromPath, otherLocale } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { fetchPayment } from "~/services/forms/donations.server";
import { privateHeaders } from "~/services/http/page-response.server";
import { loadSiteLayout } from "~/services/screens/site-layout.server";
import { donationView, parsePaymentReference } from "~/views/content/donation-return";
import formStyles from "../styles/forms.css?url";

export const links = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const reference = parsePaymentReference(url.searchParams.get("ref"));
  const [payment, layout] = await Promise.all([
    reference ? fetchPayment(reference) : null,
    loadSiteLayout(request, locale),
  ]);
  const query = reference ? `?${new URLSearchParams({ ref: reference })}` : "";
  const shell: Shell = {
    layout,
    preview: false,
    alternate: `${href("donationReturn", otherLocale(locale))}${query}`,
    title: null,
  };
  return { shell, donation: donationView(payment), texts: screenTexts(locale, "donationReturn") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const messages = metaMessages(matches);
  if (!messages || !data) return [];
  const texts = messages.donationReturn;
  const title = data.donation.state === "paid" ? texts.title : texts.unconfirmedTitle;
  return [
    { title: pageTitle(title, messages.site.name) },
    { name: "robots", content: "noindex" },
    ...siteShareMeta(matches),
  ];
};

export const headers = privateHeaders;

export default function DonationReturnRoute() {
  const { donation } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useSite();
  const again = href("page", locale, { url: locale === "en" ? "donate" : "doneren" });
  if (donation.state !== "paid") {
    return (
      <div className="container confirm-page donation-return">
        <h1>{t("donationReturn.unconfirmedTitle")}</h1>
        <p role="status">{t("donationReturn.unconfirmed")}</p>
        <p>
          <Link to={again}>{t("donationReturn.again")}</Link>
        </p>
      </div>
    );
  }
  const purpose = t(`donationReturn.purposes.${donation.purpose}`);
  return (
    <div className="container confirm-page donation-return">
      <h1>{t("donationReturn.title")}</h1>
      <p role="status">{t("donationReturn.thanks", { amount: donation.amount, purpose })}</p>
      <dl className="donation-return__facts">
        <dt>{t("donationReturn.amount")}</dt>
        <dd>{donation.amount}</dd>
        <dt>{t("donationReturn.purpose")}</dt>
        <dd>{purpose}</dd>
        <dt>{t("donationReturn.reference")}</dt>
        <dd>{donation.reference}</dd>
      </dl>
      <p>{t("donationReturn.receipt")}</p>
      <DonationPush donation={donation} />
    </div>
  );
}
