// The content contract, part 3: performances (events), their prices and status, productions
// and venues.
import * as v from "valibot";
import { id, nullish } from "./primitives";

export const eventDataSchema = v.object({
  eventtype: nullish(v.string()),
  status: nullish(v.string()),
  statusID: nullish(id),
  eindtijdbekend: nullish(v.boolean()),
  nobookingcosts: nullish(v.boolean()),
  restauratietoeslag: nullish(v.boolean()),
  bestelbutton: nullish(v.string()),
  speellijsttekst: nullish(v.string()),
  sitetags: nullish(v.array(v.string())),
  calendarlabel: nullish(v.string()),
  pauze: nullish(v.picklist(["yes", "no", "unknown"])),
});

export const salesStatusSchema = v.picklist([
  "show_started",
  "show_finished",
  "sales_not_started",
  "sales_finished",
  "on_sale",
]);

export const priceSchema = v.object({
  priceTypeID: id,
  priceTypeName: nullish(v.string()),
  ticketTypeName: nullish(v.string()),
  hasTicketsFree: nullish(v.boolean()),
  price: v.number(),
});

export const eventSchema = v.object({
  id,
  start_date: v.string(),
  end_date: nullish(v.string()),
  sales_url: nullish(v.string()),
  sales_status: salesStatusSchema,
  sales_start_date: nullish(v.string()),
  venue_id: nullish(id),
  hall_id: nullish(id),
  arrangements: nullish(v.array(id)),
  prices: nullish(v.array(priceSchema)),
  tags: nullish(v.array(v.string())),
  calendarLabels: nullish(
    v.object({ best_deal: nullish(v.boolean()), supertitle_en: nullish(v.string()) }),
  ),
  overrideSalesButtonText: nullish(v.string()),
  data: nullish(eventDataSchema),
});

/**
 * Events are decoded one by one (see decodeEvents): a malformed event is dropped and logged, so
 * one bad performance never takes the whole production page down.
 */
export const productionSchema = v.object({
  id,
  data: nullish(v.object({ name: nullish(v.string()) })),
  events: v.array(v.unknown()),
});

export const hallSchema = v.object({ id, name: v.string() });
export const venueSchema = v.object({
  id,
  name: v.string(),
  street: nullish(v.string()),
  postalCode: nullish(v.string()),
  city: nullish(v.string()),
  halls: nullish(v.array(hallSchema)),
});

export type ContentEvent = v.InferOutput<typeof eventSchema>;
export type Venue = v.InferOutput<typeof venueSchema>;

/** The valid events of a production; `onInvalid` hears about each one dropped. */
export function decodeEvents(
  raw: readonly unknown[],
  onInvalid: (index: number, reason: string) => void = () => {},
): ContentEvent[] {
  const events: ContentEvent[] = [];
  raw.forEach((item, index) => {
    const result = v.safeParse(eventSchema, item);
    if (result.success) events.push(result.output);
    else
      onInvalid(
        index,
        result.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`).join("; "),
      );
  });
  return events;
}
