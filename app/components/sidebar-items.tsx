import type { SidebarItemView } from "~/models/page-items";
import { RichText } from "./rich-text";

export function SidebarItems({ items }: { items: SidebarItemView[] }) {
  return (
    <aside className="content-page__sidebar">
      {items.map((item, index) => (
        <section key={item.id ?? index} className="sidebar-item">
          {item.title && <h2 className="sidebar-item__title">{item.title}</h2>}
          {item.text && <p>{item.text}</p>}
          <RichText html={item.content} />
        </section>
      ))}
    </aside>
  );
}
