// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { conditionCss } from "./condition-css";
import type { FieldSpec } from "./fields";

const custom: FieldSpec = {
  name: "customAmount",
  kind: "number",
  label: { text: "Bedrag" },
  showWhen: { field: "donationAmount", values: ["custom"] },
};

/** Whether the browser's cascade hides the field in this markup. */
function hidden(css: string, controls: string): boolean {
  document.body.innerHTML = `<style>${css}</style><form id="donation">${controls}<div data-field="customAmount">x</div></form>`;
  const field = document.querySelector<HTMLElement>("[data-field]");
  const rule = css.split("{")[0] ?? "";
  return rule !== "" && field !== null && field.matches(rule);
}

describe("conditionCss", () => {
  it("hides a field while its controlling radio is not on one of the values", () => {
    const css = conditionCss("donation", [custom]);
    const radios = (checked: string) =>
      ["25", "custom"]
        .map(
          (v) =>
            `<input type="radio" name="donationAmount" value="${v}"${v === checked ? " checked" : ""}>`,
        )
        .join("");
    expect(hidden(css, radios(""))).toBe(true);
    expect(hidden(css, radios("25"))).toBe(true);
    expect(hidden(css, radios("custom"))).toBe(false);
  });

  it("hides a negated condition's field while the control holds the value", () => {
    // happy-dom has no :checked for options; the select case is covered in the browser tests.
    const negated = { ...custom, showWhen: { field: "donationAmount", values: ["25"], not: true } };
    const css = conditionCss("donation", [negated]);
    const radio = (checked: boolean) =>
      `<input type="radio" name="donationAmount" value="25"${checked ? " checked" : ""}>`;
    expect(hidden(css, radio(true))).toBe(true);
    expect(hidden(css, radio(false))).toBe(false);
    expect(css).toContain('select[name="donationAmount"] option[value="25"]:checked');
  });

  it("scopes rules to the form and leaves unconditional fields alone", () => {
    const plain: FieldSpec = { name: "email", kind: "email", label: { text: "E-mail" } };
    expect(conditionCss("donation", [plain])).toBe("");
    expect(conditionCss("other", [custom])).toContain('form[id="other"]');
  });

  it("quotes what it puts in a selector", () => {
    const odd = { ...custom, showWhen: { field: 'a"b', values: ["x\\y"] } };
    expect(conditionCss("f", [odd])).toContain('[name="a\\"b"]');
    expect(conditionCss("f", [odd])).toContain('[value="x\\\\y"]');
    const closing = { ...custom, showWhen: { field: "a", values: ["</style><script>"] } };
    expect(conditionCss("f", [closing])).not.toContain("<");
  });
});
