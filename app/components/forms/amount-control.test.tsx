// @vitest-environment happy-dom
import { parseWithValibot } from "@conform-to/valibot";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GENERAL_DONATION, paymentDonation } from "~/forms/fund/payment-donation";
import type { FormReply } from "~/forms/parts/form";
import { localeFromPath } from "~/models/http/locale";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { FieldForm } from "./field-form";

const donation = paymentDonation(GENERAL_DONATION);
let posts: FormData[] = [];

/** The donation page; its action checks as the server does, in the page's language. */
function renderDonation(path: string, answer?: FormReply) {
  const action = async ({ request }: { request: Request }): Promise<FormReply> => {
    const formData = await request.formData();
    posts.push(formData);
    const lang = localeFromPath(new URL(request.url).pathname);
    const submission = parseWithValibot(formData, {
      schema: donation.definition.schema,
      info: { lang },
    });
    return { intent: "donation", outcome: null, reply: submission.reply() };
  };
  const Page = () => <FieldForm form={donation} />;
  const Stub = siteStub([
    { id: "page.nl", path: "pagina/:url", action, Component: Page },
    { id: "page.en", path: "en/page/:url", action, Component: Page },
  ]);
  const hydrationData = {
    ...hydrationFor(path),
    ...(answer && { actionData: { [path.startsWith("/en/") ? "page.en" : "page.nl"]: answer } }),
  };
  render(<Stub initialEntries={[path]} hydrationData={hydrationData} future={FUTURE} />);
  return userEvent.setup();
}

const amountInput = () => document.querySelector<HTMLInputElement>('[name="customAmount"]')!;
// Texts are matched as the testing library normalises them: a non-breaking space is a space.
const echo = () => document.querySelector(".amount-control__echo");
const confirmBox = () => screen.queryByRole("checkbox", { name: /geven$|^Yes, I want/ });

beforeEach(() => {
  posts = [];
});
afterEach(cleanup);

describe("a money field", () => {
  it("is a text input with the decimal keypad that says what it read, politely", async () => {
    const user = renderDonation("/pagina/doneren");
    await user.click(screen.getByRole("radio", { name: "Kies bedrag" }));
    const input = amountInput();
    expect(input.type).toBe("text");
    expect(input.inputMode).toBe("decimal");
    expect(echo()?.getAttribute("aria-live")).toBe("polite");
    expect(input.getAttribute("aria-describedby")).toContain(echo()?.id);
    expect(echo()?.textContent).toBe("");
    await user.type(input, "12,50");
    expect(echo()?.textContent).toBe("U geeft €\u00a012,50");
    // The hint names the limits the schema holds it to.
    expect(screen.getByText(/^Van € 2,50 tot € 1\.000\.000;/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, "1,000");
    // Ambiguous on a Dutch page: nothing read, and the message says how to write it.
    expect(echo()?.textContent).toBe("");
    await user.tab();
    expect(screen.getByText(/^Drie cijfers na de komma kunnen geen centen zijn/)).toBeTruthy();
  });

  it("reads and writes an English page's amounts the English way", async () => {
    const user = renderDonation("/en/page/donate");
    await user.click(screen.getByRole("radio", { name: "Choose amount" }));
    await user.type(amountInput(), "1,000.5");
    expect(echo()?.textContent).toBe("You give €1,000.50");
    await user.clear(amountInput());
    await user.type(amountInput(), "1.000");
    await user.tab();
    expect(screen.getByText(/^Three digits after the point cannot be cents/)).toBeTruthy();
  });

  it("asks above the ceiling with a box naming the amount, unticked again for another", async () => {
    const user = renderDonation("/pagina/doneren");
    await user.click(screen.getByRole("radio", { name: "Kies bedrag" }));
    // The ceiling itself is asked nothing.
    await user.type(amountInput(), "2.500");
    expect(echo()?.textContent).toBe("U geeft €\u00a02.500,00");
    expect(confirmBox()).toBeNull();
    await user.clear(amountInput());
    await user.type(amountInput(), "12.000");
    const box = screen.getByRole("checkbox", { name: "Ja, ik wil €\u00a012.000,00 geven" });
    expect(box).toHaveProperty("value", "1200000");
    expect(box).toHaveProperty("checked", false);
    await user.click(box);
    await user.clear(amountInput());
    await user.type(amountInput(), "13.000");
    const again = screen.getByRole("checkbox", { name: "Ja, ik wil €\u00a013.000,00 geven" });
    expect(again).toHaveProperty("checked", false);
    // Sending without the tick: held in the browser, the message on the amount.
    await user.click(screen.getByRole("button", { name: "Doneer en betaal" }));
    expect(posts).toHaveLength(0);
    expect(
      screen.getByText(/^Dat is een groot bedrag\. Vink aan dat u € 13\.000 wilt/),
    ).toBeTruthy();
  });

  it("after a post without JavaScript, says what it read and asks there", () => {
    const sent = new FormData();
    for (const [key, value] of Object.entries({
      donationAmount: "custom",
      customAmount: "12.000",
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
    }))
      sent.set(key, value);
    const submission = parseWithValibot(sent, {
      schema: donation.definition.schema,
      info: { lang: "nl" },
    });
    expect(submission.status).toBe("error");
    renderDonation("/pagina/doneren", {
      intent: "donation",
      outcome: null,
      reply: submission.reply(),
    });
    expect(amountInput().value).toBe("12.000");
    expect(echo()?.textContent).toBe("U geeft €\u00a012.000,00");
    expect(
      screen.getByRole("checkbox", { name: "Ja, ik wil €\u00a012.000,00 geven" }),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Dat is een groot bedrag\. Vink aan dat u € 12\.000 wilt/),
    ).toBeTruthy();
  });
});
