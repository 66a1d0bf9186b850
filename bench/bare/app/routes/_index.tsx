import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Bare Remix page" },
  { name: "description", content: "The floor the theatre site's pages are measured against." },
];

export default function Index() {
  return (
    <main>
      <h1>Bare Remix page</h1>
      <p>Remix, React and single fetch with no application code: the floor for the benchmarks.</p>
    </main>
  );
}
