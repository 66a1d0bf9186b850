// `npm run bench:burst`: 200 concurrent requests to one production page right after a start,
// before any production list is cached, counting pages whose suggestions failed. Loopback only,
// bounded.
import { startSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 4450);
const PATH = process.argv[2] ?? "/voorstelling/de-notenkraker";
const COUNT = Number(process.env.BURST ?? 200);
// The suggestions' error element, as an element: the words are also in the page's dictionary,
// and the class name alone also in its inlined stylesheet.
const FAILED = /<section class="[^"]*\bproduction-cards--failed\b/;

const { base: BASE, stop } = await startSite(PORT);
try {
  const started = Date.now();
  const pages = await Promise.all(
    Array.from({ length: COUNT }, () => fetch(BASE + PATH).then((response) => response.text())),
  );
  const failed = pages.filter((html) => FAILED.test(html)).length;
  console.log(
    `${COUNT} concurrent requests to ${PATH} right after start: ${failed} without suggestions, ${Date.now() - started} ms in all`,
  );
} finally {
  stop();
}
