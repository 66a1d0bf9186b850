import { describe, expect, it } from "vitest";
import { donorSignup } from "../fund/donor-signup";
import { party } from "../fund/party";
import { periodicDonation } from "../fund/periodic-donation";
import { toFieldSpec } from "../multi-step/drawn";
import type { FieldSpec } from "./fields";
import { prefilledValues } from "./prefill";

const specsOf = (config: { steps: readonly { fields: readonly unknown[] }[] }) =>
  config.steps.flatMap((step) => step.fields.map((f) => toFieldSpec(f as never)));
const query = (q: string) => new URLSearchParams(q);

describe("e-mail prefill", () => {
  it("fills the visitor's own e-mail field of every multi-step form", () => {
    expect(prefilledValues(specsOf(donorSignup), query("email=a@b.nl"))).toEqual({
      email: "a@b.nl",
    });
    expect(prefilledValues(specsOf(party), query("emailadres=a@b.nl"))).toEqual({
      email: "a@b.nl",
    });
  });

  it("never fills a partner's address", () => {
    const values = prefilledValues(specsOf(periodicDonation("/x")), query("e-mail=a@b.nl"));
    expect(values).toEqual({ email: "a@b.nl" });
  });

  it("fills an own address by its autofill hint, whatever the field's name", () => {
    const fields: FieldSpec[] = [
      { name: "contact", kind: "email", label: { text: "E" }, autoComplete: "section-x email" },
      { name: "other", kind: "email", label: { text: "E" }, autoComplete: "off" },
      { name: "plain", kind: "text", label: { text: "T" }, autoComplete: "email" },
    ];
    expect(prefilledValues(fields, query("email=a@b.nl"))).toEqual({ contact: "a@b.nl" });
  });

  it("fills nothing without exactly one valid address", () => {
    const specs = specsOf(donorSignup);
    expect(prefilledValues(specs, query(""))).toEqual({});
    expect(prefilledValues(specs, query("email=a@b.nl&emailadres=c@d.nl"))).toEqual({});
    expect(prefilledValues(specs, query("email=x%00@b.nl"))).toEqual({});
  });
});
