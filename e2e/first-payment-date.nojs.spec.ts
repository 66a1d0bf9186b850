// Without JavaScript the server's answer says the first payment date has passed (./first-payment-date.ts).
import { sendPassedDate } from "./first-payment-date";
import { test } from "./test";

for (const lang of ["nl", "en"] as const) {
  test(`${lang}: a first payment date that passed on the way says so and names the next`, async ({
    page,
  }) => {
    await sendPassedDate(page, lang, true);
  });
}
