import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { activeFieldNames } from "./conditions";
import type { MultiStepConfig } from "./config";
import { endpointFor } from "./config";
import {
  canJumpTo,
  firstUnready,
  move,
  parseNav,
  parseStep,
  stepReady,
  wrongFields,
  wrongFieldsOf,
} from "./navigation";
import { stepSchema, wholeSchema } from "./schema";

const config: MultiStepConfig = {
  intent: "example",
  endpoint: "/api/services/forms/example?lang={lang}",
  success: { text: "Dank" },
  steps: [
    {
      title: { text: "Over u" },
      fields: [
        { name: "name", type: "text", description: { text: "Naam" }, required: true },
        { name: "email", type: "email", description: { text: "E-mail" }, required: true },
        {
          name: "partner",
          type: "radio",
          description: { text: "Partner?" },
          required: true,
          options: [
            { label: { text: "Ja" }, value: "ja" },
            { label: { text: "Nee" }, value: "nee" },
          ],
        },
        {
          name: "partner_name",
          type: "text",
          description: { text: "Naam partner" },
          required: true,
          condition: { type: "hide", field: "partner", values: ["ja"] },
        },
      ],
    },
    {
      title: { text: "Keuzes" },
      fields: [
        {
          name: "level",
          type: "select",
          description: { text: "Niveau" },
          required: true,
          options: [
            { label: { text: "A" }, value: "a" },
            { label: { text: "B" }, value: "b" },
          ],
        },
        {
          name: "interests",
          type: "multicheckbox",
          description: { text: "Interesses" },
          options: [
            { label: { text: "Muziek" }, value: "music" },
            { label: { text: "Toneel" }, value: "drama" },
          ],
        },
        { name: "news", type: "checkbox", description: { text: "Nieuwsbrief" } },
        {
          name: "news_freq",
          type: "select",
          description: { text: "Hoe vaak" },
          required: true,
          options: [{ label: { text: "Wekelijks" }, value: "weekly" }],
          condition: { type: "disable", field: "news", values: ["on"] },
        },
      ],
    },
    {
      title: { text: "Tot slot" },
      fields: [
        { name: "remarks", type: "textarea", description: { text: "Opmerkingen" } },
        { name: "terms", type: "checkbox", description: { text: "Akkoord" }, required: true },
      ],
    },
  ],
};

const step0 = { name: "Jan", email: "jan@example.nl", partner: "nee" };
const step1 = { level: "b" };
const step2 = { terms: "on" };
const all = { ...step0, ...step1, ...step2 };

const issuesOf = (schema: v.GenericSchema, values: Record<string, unknown>) => {
  const result = v.safeParse(schema, values);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe("conditions", () => {
  it("apply a field only while its condition holds", () => {
    expect(activeFieldNames(config, step0).has("partner_name")).toBe(false);
    expect(activeFieldNames(config, { ...step0, partner: "ja" }).has("partner_name")).toBe(true);
    expect(activeFieldNames(config, {}).has("news_freq")).toBe(false);
    expect(activeFieldNames(config, { news: "on" }).has("news_freq")).toBe(true);
  });

  it("make a hidden field not required and a shown one required", () => {
    expect(stepReady(config, 0, step0)).toBe(true);
    expect(
      issuesOf(stepSchema(config, 0, { ...step0, partner: "ja" }), { ...step0, partner: "ja" }),
    ).toEqual({ partner_name: ["forms.errors.required"] });
  });

  it("make a disabled field not required and drop what it still holds", () => {
    const values = { ...step1, news_freq: "weekly-ish" };
    expect(v.parse(stepSchema(config, 1, values), values)).toEqual({
      level: "b",
      interests: [],
      news: false,
    });
    const ticked = { ...step1, news: "on" };
    expect(issuesOf(stepSchema(config, 1, ticked), ticked)).toEqual({
      news_freq: ["forms.errors.choose"],
    });
  });
});

describe("readiness", () => {
  it("checks one step's fields only", () => {
    expect(stepReady(config, 0, {})).toBe(false);
    expect(stepReady(config, 0, step0)).toBe(true);
    expect(stepReady(config, 1, step0)).toBe(false);
    expect(stepReady(config, 2, step2)).toBe(true);
  });

  it("names a step's wrong fields in form order, each once with its first message", () => {
    expect(wrongFields(config, 0, { email: "jan@", partner: "ja" })).toEqual([
      { name: "name", message: "forms.errors.required" },
      { name: "email", message: "forms.errors.emailInvalid" },
      { name: "partner_name", message: "forms.errors.required" },
    ]);
    expect(wrongFields(config, 0, { ...step0, partner: "ja" })).toEqual([
      { name: "partner_name", message: "forms.errors.required" },
    ]);
    expect(wrongFields(config, 0, step0)).toEqual([]);
  });

  it("reads a reply's errors in the step's form order, leaving other steps' out", () => {
    const errors = {
      partner: ["forms.errors.choose"],
      name: ["forms.errors.required", "forms.errors.tooLong"],
      email: null,
      level: ["forms.errors.choose"],
    };
    expect(wrongFieldsOf(config, 0, errors)).toEqual([
      { name: "name", message: "forms.errors.required" },
      { name: "partner", message: "forms.errors.choose" },
    ]);
    expect(wrongFieldsOf(config, 0, undefined)).toEqual([]);
  });

  it("names the first step that is not ready", () => {
    expect(firstUnready(config, {})).toBe(0);
    expect(firstUnready(config, { ...step0, ...step2 })).toBe(1);
    expect(firstUnready(config, all)).toBeNull();
  });

  it("refuses values outside the options and a bad e-mail", () => {
    const values = { ...step0, email: "jan@", partner: "misschien" };
    expect(issuesOf(stepSchema(config, 0, values), values)).toEqual({
      email: ["forms.errors.emailInvalid"],
      partner: ["forms.errors.choose"],
    });
    const picks = { level: "c", interests: ["music", "opera"] };
    expect(issuesOf(stepSchema(config, 1, picks), picks)).toEqual({
      level: ["forms.errors.choose"],
      interests: ["forms.errors.choose"],
    });
  });
});

describe("navigation", () => {
  it("reads the pressed button, Enter being 'next'", () => {
    expect(parseNav("back")).toEqual({ kind: "back" });
    expect(parseNav("submit")).toEqual({ kind: "submit" });
    expect(parseNav("jump-1")).toEqual({ kind: "jump", to: 1 });
    expect(parseNav(null)).toEqual({ kind: "next" });
    expect(parseNav("jump-x")).toEqual({ kind: "next" });
  });

  it("reads the step, anything odd being the first", () => {
    expect(parseStep(config, "2")).toBe(2);
    expect(parseStep(config, "3")).toBe(0);
    expect(parseStep(config, "-1")).toBe(0);
    expect(parseStep(config, null)).toBe(0);
  });

  it("lets indicators jump back only", () => {
    expect(canJumpTo(2, 0)).toBe(true);
    expect(canJumpTo(2, 1)).toBe(true);
    expect(canJumpTo(2, 2)).toBe(false);
    expect(canJumpTo(0, 1)).toBe(false);
    expect(move(config, 2, { kind: "jump", to: 0 })).toEqual({ kind: "show", step: 0 });
    // A jump forward is checked like 'Volgende'.
    expect(move(config, 0, { kind: "jump", to: 2 })).toEqual({ kind: "advance", from: 0, to: 1 });
  });

  it("goes back without checks and submits from the last step only", () => {
    expect(move(config, 1, { kind: "back" })).toEqual({ kind: "show", step: 0 });
    expect(move(config, 0, { kind: "back" })).toEqual({ kind: "show", step: 0 });
    expect(move(config, 0, { kind: "next" })).toEqual({ kind: "advance", from: 0, to: 1 });
    expect(move(config, 1, { kind: "submit" })).toEqual({ kind: "advance", from: 1, to: 2 });
    expect(move(config, 2, { kind: "submit" })).toEqual({ kind: "submit" });
  });

  it("stays on the step, unchecked, for the language switch that carries the form along", () => {
    expect(parseNav("stay")).toEqual({ kind: "stay" });
    expect(move(config, 2, { kind: "stay" })).toEqual({ kind: "show", step: 2 });
    expect(move(config, 0, { kind: "stay" })).toEqual({ kind: "show", step: 0 });
  });
});

describe("whole validation", () => {
  it("gives every applying field's value, nothing else", () => {
    const posted = { ...all, partner_name: "typed before switching", interests: "drama" };
    expect(v.parse(wholeSchema(config, posted), posted)).toEqual({
      name: "Jan",
      email: "jan@example.nl",
      partner: "nee",
      level: "b",
      interests: ["drama"],
      news: false,
      remarks: "",
      terms: true,
    });
  });

  it("fails on any step's error", () => {
    const values = { ...step0, ...step1 };
    expect(issuesOf(wholeSchema(config, values), values)).toEqual({
      terms: ["forms.errors.mustTick"],
    });
  });

  it("fills the language into the endpoint", () => {
    expect(endpointFor(config, "en")).toBe("/api/services/forms/example?lang=en");
  });
});
