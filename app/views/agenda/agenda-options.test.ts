import { describe, expect, it } from "vitest";
import { entryOf, event, source } from "../../../tests/support/agenda";
import { hallOptions, knownHall, knownTags, MAX_OPTIONS, tagOptions } from "./agenda-options";

const at = (hall: string, tags: string[]) => ({
  ...event("2026-11-20T20:00:00+01:00"),
  venue_id: "10008",
  hall_id: hall,
  data: { sitetags: tags },
});

const venues = {
  "10008": {
    id: "10008",
    name: "Theater Amsterdam",
    halls: [
      { id: "1", name: "Main Hall" },
      { id: "2", name: " Small Hall " },
      { id: "3", name: "Studio" },
    ],
  },
};

describe("tag and hall choices come from the data", () => {
  const a = entryOf(source("a", {}, [at("1", ["With audio description", "English surtitles"])]));
  const b = entryOf(source("b", {}, [at("2", ["english SURTITLES"]), at("9", [])]));

  it("tags: each once in the first spelling, in the language's order", () => {
    expect(tagOptions([a, b], "en")).toEqual(["English surtitles", "With audio description"]);
  });

  it("halls: named by the venues, only those with listed performances, unnamed ones left out", () => {
    expect(hallOptions([a, b], venues, "en")).toEqual([
      { id: "10008-1", name: "Main Hall" },
      { id: "10008-2", name: "Small Hall" },
    ]);
    expect(hallOptions([a, b], {}, "en")).toEqual([]);
  });

  it("at most a dozen of each, the most common kept", () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      entryOf(source(`p${i}`, {}, [at("1", [`tag ${String(i).padStart(2, "0")}`, "common"])])),
    );
    const options = tagOptions(many, "nl");
    expect(options).toHaveLength(MAX_OPTIONS);
    expect(options).toContain("common");
  });

  it("the address keeps only choices the data knows, in the data's spelling", () => {
    expect(
      knownTags(["ENGLISH SURTITLES", "<script>", "english surtitles"], ["English surtitles"]),
    ).toEqual(["English surtitles"]);
    expect(knownHall("10008-1", [{ id: "10008-1", name: "Main Hall" }])).toBe("10008-1");
    expect(knownHall("10008-7", [{ id: "10008-1", name: "Main Hall" }])).toBeNull();
    expect(knownHall(null, [])).toBeNull();
  });
});
