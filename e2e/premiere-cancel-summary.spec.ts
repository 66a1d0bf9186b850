// With JavaScript (the fetcher's answer): see ./premiere-cancel-summary.ts.
import { refusesLongComment } from "./premiere-cancel-summary";
import { test } from "./test";

test("nl: a comment over the limit is refused with a focused error summary", async ({ page }) => {
  await refusesLongComment(page);
});
