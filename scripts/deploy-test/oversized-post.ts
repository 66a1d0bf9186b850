// One visitor posts 2 MB to the footer form; the site refuses it before reading the body. The
// connections it came on (client to Varnish, Varnish to the instance) must stay sound: the next
// posts on them are answered as usual. Sequential posts on keep-alive connections, so Varnish
// reuses the backend connection the oversized post used.
import { SITE_ORIGIN, varnish, varnishd } from "./deployment";
import { footerFieldsFrom, newClientAddress, postFooterSignup, postOversized } from "./forms";
import { check, figures } from "./report";
import { type PostSample, summarisePosts } from "./traffic";

const OVERSIZED_BYTES = 2 * 1024 * 1024;
const POSTS = 100;
/** A sign-up takes tens of milliseconds; a post stuck behind an unread body waited ~6 s. */
const SLOW_MS = 3_000;

export async function checkOversizedPost() {
  const fields = await footerFieldsFrom(varnish);
  const stamp = Date.now().toString(36);
  const reusedBefore = await varnishd().stat("MAIN.backend_reuse");
  const oversized: number[] = [];
  const posts: PostSample[] = [];
  // Four rounds: two oversized posts (round robin: one to each instance), then 25 sign-ups.
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 2; i++) {
      const outcome = await postOversized(
        varnish,
        SITE_ORIGIN,
        OVERSIZED_BYTES,
        newClientAddress(),
      );
      oversized.push(outcome.status);
    }
    for (let i = 0; i < POSTS / 4; i++) {
      const email = `deploy-after-big-${stamp}-${round}-${i}@example.com`;
      const at = Date.now();
      const outcome = await postFooterSignup(
        varnish,
        SITE_ORIGIN,
        fields,
        email,
        newClientAddress(),
      );
      posts.push({ ...outcome, at, email });
    }
  }
  // How many of the fetches went on a connection to an instance that had served one before.
  const reused = (await varnishd().stat("MAIN.backend_reuse")) - reusedBefore;
  const summary = summarisePosts(posts);
  const slow = posts.filter((p) => p.ms > SLOW_MS).length;
  figures.oversizedPost = { oversizedStatuses: oversized, ...summary, slow, backendReuse: reused };
  check(
    "an oversized POST does not hurt the posts after it",
    summary.posts === POSTS &&
      summary.notAccepted === 0 &&
      slow === 0 &&
      // The oversized post's own answer is the site's choice (413 after discarding the body,
      // or a closed connection Varnish reports): it must come, the posts after it must pass.
      oversized.every((s) => s > 0),
    `${oversized.length} posts of 2 MB answered ${[...new Set(oversized)].join(", ")}; then ${summary.posts - summary.notAccepted} of ${summary.posts} sign-ups answered 303, the slowest in ${summary.maxMs} ms (${slow} over ${SLOW_MS} ms); Varnish reused a backend connection ${reused} times${summary.notAccepted ? `; not accepted: ${JSON.stringify(summary.wrongSamples)}` : ""}`,
  );
}
