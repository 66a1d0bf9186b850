// The rate limit on a form posted through its fetcher (JavaScript on): see ./rate-limit-cases.
import { cases, ownAddress, signUpPastTheLimit } from "./rate-limit-cases";
import { LIMITED_SITE } from "./support";
import { test } from "./test";

test.use({ baseURL: LIMITED_SITE });

for (const c of cases) {
  test(`${c.locale}: past the limit the form says how long to wait and keeps what was typed`, async ({
    page,
  }, testInfo) => {
    await ownAddress(page, testInfo);
    await signUpPastTheLimit(page, c, `e2e-limit-js-${c.locale}-${Date.now()}`);
  });
}
