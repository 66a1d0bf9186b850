import { begunLeftOut, begunNotInTheList, weekendAt0744 } from "./agenda-clock-cases";
import { CLOCK_SITE, STARTED_SITE } from "./support";
import { test } from "./test";

test.describe("agenda date filters at the site's clock, with JavaScript", () => {
  test("'Dit weekend' at 07:44 on Sunday lists only performances that start later", async ({
    page,
  }) => weekendAt0744(page, CLOCK_SITE, true));

  test("at 11:05 the 11:00 tour has begun: 'Vandaag', 'Dit weekend', 'Komende 7 dagen' leave it out", async ({
    page,
  }) => begunLeftOut(page, STARTED_SITE, true));

  test("at 11:05 the unfiltered agenda does not list the begun 11:00 tour for today", async ({
    page,
  }) => begunNotInTheList(page, STARTED_SITE, true));
});
