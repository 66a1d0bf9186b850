// The rate limit on a form posted without JavaScript: the page comes back with 429, the message
// and what was typed. See ./rate-limit-cases.
import { cases, ownAddress, signUpPastTheLimit } from "./rate-limit-cases";
import { LIMITED_SITE } from "./support";
import { test } from "./test";

test.use({ baseURL: LIMITED_SITE });

for (const c of cases) {
  test(`${c.locale}: past the limit the page says how long to wait and keeps what was typed`, async ({
    page,
  }, testInfo) => {
    await ownAddress(page, testInfo);
    await signUpPastTheLimit(page, c, `e2e-limit-nojs-${c.locale}-${Date.now()}`);
  });
}
