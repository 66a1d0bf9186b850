import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { PRODUCTION_QUERY } from "~/views/production/production-links";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { RichText } from "../ui/rich-text";
import { type TabItem, Tabs } from "../ui/tabs";

/** The CMS tabs plus the generated price table, unless the page switches tabs off. */
export function InfoTabs({ view, locale }: { view: ProductionPageView; locale: Locale }) {
  const { t } = useTranslation();
  const tabs: TabItem[] = view.tabs.map((tab, index) => ({
    key: `tab-${index}-${tab.title}`,
    title: tab.title,
    content: <RichText html={tab.content} />,
  }));
  if (view.priceRows.length > 0) {
    tabs.push({
      key: "prices",
      title: t("production.prices"),
      content: <PriceTable view={view} />,
    });
  }
  return (
    <Tabs
      id="tabs"
      param={PRODUCTION_QUERY[locale].tab}
      label={t("production.information")}
      tabs={tabs}
    />
  );
}

function PriceTable({ view }: { view: ProductionPageView }) {
  const { t } = useTranslation();
  const regular = view.priceRows.filter((row) => !row.special);
  const special = view.priceRows.filter((row) => row.special);
  const rows = (list: typeof regular) =>
    list.map((row) => (
      <tr
        key={`${row.name}-${row.ticketType}`}
        className={row.available ? undefined : "is-sold-out"}
      >
        <th scope="row">
          {row.name}
          {row.ticketType && <span className="price-table__type"> ({row.ticketType})</span>}
        </th>
        <td>
          {row.price}
          {!row.available && (
            <span className="price-table__sold-out"> – {t("production.priceTable.soldOut")}</span>
          )}
        </td>
      </tr>
    ));
  return (
    <div className="price-table">
      <table>
        <caption className="visually-hidden">
          {t("production.priceTable.caption", { title: view.heading })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("production.priceTable.name")}</th>
            <th scope="col">{t("production.priceTable.price")}</th>
          </tr>
        </thead>
        <tbody>{rows(regular)}</tbody>
        {special.length > 0 && (
          <tbody>
            <tr>
              <th scope="colgroup" colSpan={2} className="price-table__group">
                {t("production.priceTable.special")}
              </th>
            </tr>
            {rows(special)}
          </tbody>
        )}
        {/* The surcharge the amounts above include, named so no amount goes unexplained. */}
        {view.priceSurcharge && (
          <tfoot>
            <tr className="price-table__surcharge">
              <th scope="row">{t("production.priceTable.surcharge")}</th>
              <td>
                {t(
                  view.priceSurcharge.everyPerformance
                    ? "production.priceTable.surchargeEvery"
                    : "production.priceTable.surchargeSome",
                  { amount: view.priceSurcharge.amount },
                )}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      <p className="price-table__note">{t("production.priceTable.note")}</p>
    </div>
  );
}
