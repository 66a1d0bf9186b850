import { describe, expect, it } from "vitest";
import { build, evenings, event, rowsOf, SHOP } from "../../../tests/support/production-page";
import { applyPresale } from "./production-presale";

describe("presale", () => {
  const waiting = () => [
    event("2027-09-03T20:00:00+02:00", { id: "p1", sales_status: "sales_not_started" }),
    event("2027-09-04T20:00:00+02:00", { id: "p2", sales_status: "sales_not_started" }),
  ];
  const answer = (ids: string[], valid = true) => ({
    valid,
    production_page_ids: ids,
    text_default: "Met uw code koopt u nu al kaarten.",
    text_sold_out: "De voorverkoop is uitverkocht.",
  });

  it("asks for a code while sales have not started", () => {
    const { view } = applyPresale(waiting(), "node-hamlet", null, "Vrienden kopen eerder.");
    expect(view).toEqual({
      form: true,
      notice: "Vrienden kopen eerder.",
      result: null,
      text: null,
      code: null,
    });
    expect(applyPresale(evenings(1), "node-hamlet", null, null).view).toBeNull();
  });

  it("opens the page's events for a valid code that names the page", () => {
    const view = build(
      waiting(),
      {},
      {
        presale: { code: "VOORVERKOOP", answer: answer(["node-hamlet"]) },
      },
    );
    expect(view.presale).toMatchObject({
      form: false,
      result: "unlocked",
      text: "Met uw code koopt u nu al kaarten.",
    });
    const rows = rowsOf(view);
    expect(rows[0]?.button).toMatchObject({ kind: "link", colour: "green" });
    expect(rows[0]?.button.kind === "link" && rows[0].button.href).toBe(
      `${SHOP}/p1?presale=VOORVERKOOP`,
    );
  });

  it("says the presale is sold out when nothing can be bought", () => {
    const soldOut = waiting().map((e) => ({ ...e, data: { ...e.data, statusID: "15685" } }));
    const { view } = applyPresale(
      soldOut,
      "node-hamlet",
      { code: "X", answer: answer(["node-hamlet"]) },
      null,
    );
    expect(view?.text).toBe("De voorverkoop is uitverkocht.");
  });

  it("explains an invalid code or one for another page, and leaves sales closed", () => {
    const other = build(waiting(), {}, { presale: { code: "X", answer: answer(["elders"]) } });
    expect(other.presale).toMatchObject({ result: "other-page", form: true, code: "X" });
    expect(rowsOf(other)[0]?.button.kind).toBe("message");
    const invalid = build(waiting(), {}, { presale: { code: "X", answer: { valid: false } } });
    expect(invalid.presale?.result).toBe("invalid");
  });

  it("ignores a failed check", () => {
    const view = build(waiting(), {}, { presale: { code: "X", answer: null } });
    expect(view.presale).toMatchObject({ result: null, form: true });
    expect(rowsOf(view)[0]?.button.kind).toBe("message");
  });
});
