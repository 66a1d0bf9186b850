// The decision records' index (docs/decisions/README.md) lists every record, and a number is
// missing only where the index says so, so a reader can trust both the list and the gaps.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../docs/decisions/", import.meta.url);
const records = readdirSync(folder)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort();
const index = readFileSync(new URL("README.md", folder), "utf8");

describe("decision records", () => {
  it("are all in the index", () => {
    for (const file of records) expect(index).toContain(`(${file})`);
  });

  it("skip only the numbers the index says do not exist", () => {
    const numbers = records.map((file) => Number(file.slice(0, 4)));
    const highest = Math.max(...numbers);
    for (let n = 1; n <= highest; n++) {
      const name = String(n).padStart(4, "0");
      if (!numbers.includes(n)) expect(index).toMatch(new RegExp(`\\b${name}\\b.*do not exist`));
    }
  });
});
