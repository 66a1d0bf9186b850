import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { donorSignup } from "../fund/donor-signup";
import { oneOffDonation } from "../fund/one-off-donation";
import { party } from "../fund/party";
import { GENERAL_DONATION, paymentDonation } from "../fund/payment-donation";
import { periodicDonation } from "../fund/periodic-donation";
import { toFieldSpec } from "../multi-step/drawn";
import { callback } from "../theatre/callback";
import { diploma } from "../theatre/diploma";
import { premiereRsvp } from "../theatre/premiere-rsvp";
import { CONDITION_CHANNELS, conditionChannels } from "./condition-channels";
import type { FieldSpec } from "./fields";

const field = (name: string, showWhen?: FieldSpec["showWhen"]): FieldSpec => ({
  name,
  kind: "text",
  label: { text: name },
  ...(showWhen ? { showWhen } : {}),
});

describe("conditionChannels", () => {
  const custom = { field: "amount", values: ["custom"] };
  const partner = { field: "partner", values: ["ja"] };
  const notZero = { field: "people", values: ["0"], not: true };
  const channels = conditionChannels([
    field("amount"),
    field("customAmount", custom),
    field("partnerName", partner),
    field("partnerEmail", partner),
    field("startTime", notZero),
  ]);

  it("gives each distinct condition one channel, shared by the fields that depend on it", () => {
    expect(channels.size).toBe(3);
    expect(channels.wrapper(field("customAmount", custom))).toEqual({ "data-when": 1 });
    expect(channels.wrapper(field("partnerName", partner))).toEqual({ "data-when": 2 });
    expect(channels.wrapper(field("partnerEmail", partner))).toEqual({ "data-when": 2 });
    expect(channels.wrapper(field("amount"))).toEqual({});
  });

  it("marks a negated condition's field as hidden while the control holds the value", () => {
    expect(channels.wrapper(field("startTime", notZero))).toEqual({ "data-unless": 3 });
    expect(channels.control("people", "0")).toBe("3");
    expect(channels.control("people", "2")).toBeUndefined();
  });

  it("marks exactly the control values that make a condition hold", () => {
    expect(channels.control("amount", "custom")).toBe("1");
    expect(channels.control("amount", "25")).toBeUndefined();
    expect(channels.control("partner", "ja")).toBe("2");
    expect(channels.control("partner", "nee")).toBeUndefined();
  });

  it("lists every channel a value serves", () => {
    const shared = conditionChannels([
      field("a", { field: "x", values: ["1", "2"] }),
      field("b", { field: "x", values: ["2"] }),
    ]);
    expect(shared.control("x", "2")).toBe("1 2");
    expect(shared.control("x", "1")).toBe("1");
  });

  it("stays within the channels the stylesheet has rules for", () => {
    expect(CONDITION_CHANNELS).toBeGreaterThanOrEqual(channels.size);
  });
});

describe("every form and the stylesheet", () => {
  const forms: [string, readonly FieldSpec[]][] = [
    ["callback", callback.fields],
    ["one-off donation", oneOffDonation(null).fields],
    ["payment donation", paymentDonation(GENERAL_DONATION).fields],
    ["premiere", premiereRsvp({ heading: "Première", startTimes: ["19:30"] }).fields],
    ["diploma", diploma.fields],
    ...[donorSignup, party, periodicDonation("/x")].map(
      (config): [string, readonly FieldSpec[]] => [
        config.intent,
        config.steps.flatMap((step) => step.fields.map(toFieldSpec)),
      ],
    ),
  ];

  it.each(forms)("%s uses no more channels than the stylesheet has", (_, fields) => {
    expect(conditionChannels(fields).size).toBeLessThanOrEqual(CONDITION_CHANNELS);
  });

  it("has a show and a hide rule for each channel", () => {
    const css = readFileSync(new URL("../../styles/forms.css", import.meta.url), "utf8");
    for (let channel = 1; channel <= CONDITION_CHANNELS; channel++) {
      expect(css).toContain(
        `form:not(:has([data-cond~="${channel}"]:checked)) [data-when="${channel}"]`,
      );
      expect(css).toContain(
        `form:has([data-cond~="${channel}"]:checked) [data-unless="${channel}"]`,
      );
    }
  });
});
