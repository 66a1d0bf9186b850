// Visitors post far too much to the footer form: 2 MB with its length (Varnish refuses it
// itself), 512 KB (passed on; over the form's 64 KB, the instance refuses it before reading the
// body) and 2 MB chunked (no length: the instance stops counting at its 1 MB request limit). The
// connections they came on (client to Varnish, Varnish to an instance) must stay sound: the next
// posts on them are answered as usual. Sequential posts on keep-alive connections, so Varnish
// reuses the backend connection an oversized post used.
import { SITE_ORIGIN, varnish, varnishd } from "./deployment";
import { footerFieldsFrom, newClientAddress, postFooterSignup, postOversized } from "./forms";
import { check, figures } from "./report";
import { type PostSample, summarisePosts } from "./traffic";

const OVERSIZED = [
  { label: "2 MB", bytes: 2 * 1024 * 1024, chunked: false },
  { label: "512 KB", bytes: 512 * 1024, chunked: false },
  { label: "2 MB chunked", bytes: 2 * 1024 * 1024, chunked: true },
];
const POSTS = 100;
/** A sign-up takes tens of milliseconds; a post stuck behind an unread body waited ~6 s. */
const SLOW_MS = 3_000;

export async function checkOversizedPost() {
  const fields = await footerFieldsFrom(varnish);
  const stamp = Date.now().toString(36);
  const reusedBefore = await varnishd().stat("MAIN.backend_reuse");
  const oversized: { label: string; status: number }[] = [];
  const posts: PostSample[] = [];
  // Four rounds: each oversized kind twice (round robin: once to each instance), 25 sign-ups.
  for (let round = 0; round < 4; round++) {
    for (const kind of OVERSIZED) {
      for (let i = 0; i < 2; i++) {
        const outcome = await postOversized(
          varnish,
          SITE_ORIGIN,
          kind.bytes,
          kind.chunked,
          newClientAddress(),
        );
        oversized.push({ label: kind.label, status: outcome.status });
      }
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
      oversized.every((o) => o.status > 0),
    `oversized posts answered ${OVERSIZED.map((k) => `${k.label}: ${[...new Set(oversized.filter((o) => o.label === k.label).map((o) => o.status))].join("/")}`).join(", ")} (8 each); between them ${summary.posts - summary.notAccepted} of ${summary.posts} sign-ups answered 303, the slowest in ${summary.maxMs} ms (${slow} over ${SLOW_MS} ms); Varnish reused a backend connection ${reused} times${summary.notAccepted ? `; not accepted: ${JSON.stringify(summary.wrongSamples)}` : ""}`,
  );
}
