import { describe, expect, it } from "vitest";
import { prepareFields, type SearchFields } from "./search-ranking";

const fields = (over: Partial<SearchFields>): SearchFields => ({
  heading: null,
  subheading: null,
  keywords: null,
  contentMain: null,
  contentRemaining: null,
  ...over,
});

describe("prepareFields (the agenda's search texts)", () => {
  it("folds accents and case, and reduces HTML to its text with entities decoded", () => {
    const prepared = prepareFields(
      fields({
        heading: "Première  SCÈNE",
        contentMain: '<p class="x">Het Caf&eacute; op het plein</p>',
        contentRemaining: "<script>var a</script><b>Slot</b>",
      }),
    );
    expect(prepared).toEqual({
      heading: "premiere scene",
      subheading: "",
      keywords: "",
      contentMain: "het cafe op het plein",
      contentRemaining: "slot",
    });
  });

  it("keeps non-HTML fields as text (a '<' in a heading is not a tag)", () => {
    expect(prepareFields(fields({ heading: "1 < 2 > 0" })).heading).toBe("1 < 2 > 0");
  });
});
