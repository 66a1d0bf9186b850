// With JavaScript: see ./meeting-form.ts.
import { requestMeetingWithoutExtras } from "./meeting-form";
import { test } from "./test";

test("nl: a meeting request with no extra facility is sent once and thanked", async ({ page }) => {
  await requestMeetingWithoutExtras(page, `Bedrijf js ${Date.now()}`);
});
