import { FUND_CONTACT_SIDEBAR_ID, type FundContactPlace } from "~/forms/parts/page-form-kind";
import { useTranslation } from "~/i18n/react";
import type { SidebarItemView } from "~/models/content/page-items";
import { FundContactSlot } from "../content/fund-contact-slot";
import { RichText } from "../ui/rich-text";

type Props = { items: SidebarItemView[]; fundContact: FundContactPlace | null };

/**
 * The page's sidebar. On a fund page the fund contact form takes the place of the
 * FONDS_CONTACT_FORM item (after its title and text), and on the fund's contact page it is the
 * whole sidebar (forms spec §2).
 */
export function SidebarItems({ items, fundContact }: Props) {
  const { t } = useTranslation();
  if (fundContact === "wholeSidebar") {
    return (
      <aside className="content-page__sidebar">
        <section className="sidebar-item">
          <h2 className="sidebar-item__title">{t("fundForms.contact.heading")}</h2>
          <FundContactSlot />
        </section>
      </aside>
    );
  }
  return (
    <aside className="content-page__sidebar">
      {items.map((item, index) => (
        <section key={item.id ?? index} className="sidebar-item">
          {item.title && <h2 className="sidebar-item__title">{item.title}</h2>}
          {item.text && <p>{item.text}</p>}
          <RichText html={item.content} />
          {fundContact === "sidebarItem" && item.id === FUND_CONTACT_SIDEBAR_ID && (
            <FundContactSlot />
          )}
        </section>
      ))}
    </aside>
  );
}
