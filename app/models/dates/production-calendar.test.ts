import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { performanceCalendarEvent } from "./production-calendar";

const venues = {
  "10008": {
    id: "10008",
    name: "Theater Amsterdam",
    street: "Houthavenkade 12",
    postalCode: "1013 BD",
    city: "Amsterdam",
    halls: [{ id: "1", name: "Grote Zaal" }],
  },
};
const event: ContentEvent = {
  id: "17123001",
  start_date: "2027-02-25T20:00:00+01:00",
  end_date: "2027-02-25T22:10:00+01:00",
  sales_status: "on_sale",
  venue_id: "10008",
  hall_id: "1",
  data: { eindtijdbekend: true, speellijsttekst: "Engels boventiteld" },
};
const page = {
  url: "/voorstelling/de-notenkraker",
  heading: "De Notenkraker",
  subheading: "Het sprookjesballet",
};
const siteUrl = "https://www.theater-amsterdam.example";
const moreInfo = (url: string) => `Meer informatie: ${url}`;

describe("performance calendar entry", () => {
  it("names the show, the hall and address, and links back to the page", () => {
    expect(performanceCalendarEvent({ page, venues }, event, { siteUrl, moreInfo })).toEqual({
      title: "De Notenkraker",
      start: "2027-02-25T20:00:00+01:00",
      end: "2027-02-25T22:10:00+01:00",
      url: "https://www.theater-amsterdam.example/voorstelling/de-notenkraker",
      location: "Theater Amsterdam, Grote Zaal, Houthavenkade 12, 1013 BD Amsterdam",
      description:
        "Het sprookjesballet\n\nEngels boventiteld\n\nMeer informatie: https://www.theater-amsterdam.example/voorstelling/de-notenkraker",
      uid: "17123001@www.theater-amsterdam.example",
    });
  });

  it("leaves the end out when it is not known, and the place when the venue is", () => {
    const entry = performanceCalendarEvent(
      { page, venues: {} },
      { ...event, data: { eindtijdbekend: false } },
      { siteUrl, moreInfo },
    );
    expect(entry.end).toBeNull();
    expect(entry.location).toBeNull();
  });
});
