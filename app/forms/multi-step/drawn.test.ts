import { describe, expect, it } from "vitest";
import { defaultsOf, toFieldSpec } from "./drawn";

describe("toFieldSpec", () => {
  it("maps type, description, placeholder and display onto the shared renderer", () => {
    expect(
      toFieldSpec({
        name: "topics",
        type: "multicheckbox",
        description: { text: "Onderwerpen" },
        placeholder: { text: "…" },
        display: "flex",
        options: [{ value: "a", label: { text: "A" } }],
      }),
    ).toMatchObject({
      name: "topics",
      kind: "checkboxes",
      label: { text: "Onderwerpen" },
      placeholder: { text: "…" },
      display: "flex",
      required: false,
    });
  });

  it("makes a required conditional field required only when its condition holds", () => {
    const condition = { field: "partner", values: ["ja"] };
    const hidden = toFieldSpec({
      name: "partner_name",
      type: "text",
      description: { text: "Naam partner" },
      required: true,
      condition: { type: "hide", ...condition },
    });
    expect(hidden).toMatchObject({ required: false, requiredWhen: condition, showWhen: condition });
    expect(hidden.enableWhen).toBeUndefined();
    const disabled = toFieldSpec({
      name: "x",
      type: "select",
      description: { text: "X" },
      condition: { type: "disable", ...condition },
    });
    expect(disabled).toMatchObject({ enableWhen: condition, requiredWhen: undefined });
  });

  it("draws a phone as a tel input with the phone's autofill, and keeps a field's own hint", () => {
    const phone = toFieldSpec({
      name: "phone",
      type: "text",
      format: "phone",
      description: { text: "Telefoon" },
    });
    expect(phone).toMatchObject({ kind: "tel", autoComplete: "tel" });
    const partnerEmail = toFieldSpec({
      name: "email_partner",
      type: "email",
      description: { text: "E-mail partner" },
      autoComplete: "off",
    });
    expect(partnerEmail).toMatchObject({ kind: "email", autoComplete: "off" });
    expect(toFieldSpec({ name: "e", type: "email", description: { text: "E" } }).autoComplete).toBe(
      "email",
    );
  });

  it("starts with each field's default", () => {
    expect(
      defaultsOf([
        { name: "a", type: "text", description: { text: "A" }, defaultValue: "x" },
        { name: "b", type: "multicheckbox", description: { text: "B" }, defaultValue: ["1", "2"] },
        { name: "c", type: "text", description: { text: "C" } },
      ]),
    ).toEqual({ a: "x", b: ["1", "2"] });
  });
});
