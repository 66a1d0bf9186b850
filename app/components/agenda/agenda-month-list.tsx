import type { AgendaMonthView } from "~/views/agenda/agenda";
import { AgendaItem } from "./agenda-item";

/** Images of the first few items load eagerly: they are what a visitor sees first. */
const EAGER_ITEMS = 2;

/** The months this page shows, each a section whose id is the month id ("2026-11") for links. */
export function AgendaMonthList({ months }: { months: AgendaMonthView[] }) {
  return (
    <div className="agenda-months">
      {months.map((month, monthIndex) => (
        <section
          key={month.id}
          id={month.id}
          className="agenda-month"
          aria-labelledby={`${month.id}-heading`}
          data-month={month.id}
        >
          <h2 id={`${month.id}-heading`} className="agenda-month__heading" tabIndex={-1}>
            {month.label}
          </h2>
          <ul className="agenda-month__items">
            {month.items.map((item, index) => (
              <AgendaItem
                key={item.moreInfo}
                item={item}
                priority={monthIndex === 0 && index < EAGER_ITEMS}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
