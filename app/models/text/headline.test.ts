import { describe, expect, it } from "vitest";
import { balanceHeadline } from "./headline";

describe("balanceHeadline", () => {
  it("leaves texts of 15 characters or fewer whole", () => {
    expect(balanceHeadline("Hamlet")).toEqual(["Hamlet"]);
    expect(balanceHeadline("De Kersenboomgd")).toEqual(["De Kersenboomgd"]); // 15 characters
  });

  it("splits longer texts at the space closest to the middle", () => {
    expect(balanceHeadline("Het Zwanenmeer in Amsterdam")).toEqual([
      "Het Zwanenmeer",
      "in Amsterdam",
    ]);
    expect(balanceHeadline("A Midsummer Night's Dream")).toEqual(["A Midsummer", "Night's Dream"]);
  });

  it("splits a 16-character text", () => {
    expect(balanceHeadline("Romeo and Juliet")).toEqual(["Romeo and", "Juliet"]);
  });

  it("picks the space nearest the middle even when it is not the first or last", () => {
    expect(balanceHeadline("a bb ccccccc dd eeeeeeeeeee f")).toEqual([
      "a bb ccccccc dd",
      "eeeeeeeeeee f",
    ]);
  });

  it("keeps long texts without a space whole", () => {
    expect(balanceHeadline("Donaudampfschifffahrt")).toEqual(["Donaudampfschifffahrt"]);
  });

  it("does not produce an empty line from surrounding or repeated spaces", () => {
    expect(balanceHeadline("  Het Zwanenmeer   in Amsterdam  ")).toEqual([
      "Het Zwanenmeer",
      "in Amsterdam",
    ]);
  });
});
