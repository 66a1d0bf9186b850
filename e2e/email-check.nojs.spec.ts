// Without JavaScript (the server's check): see ./email-check.ts.
import { BAD_ADDRESSES, EMAIL_CASES, refusesAddress } from "./email-check";
import { test } from "./test";

for (const c of EMAIL_CASES) {
  for (const address of BAD_ADDRESSES) {
    test(`${c.lang}: '${address}' is refused in the page's language and nothing is sent`, async ({
      page,
    }) => {
      await refusesAddress(page, c, address);
    });
  }
}
