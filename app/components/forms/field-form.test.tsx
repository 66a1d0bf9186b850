// @vitest-environment happy-dom
import { parseWithValibot } from "@conform-to/valibot";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { oneOffDonation } from "~/forms/fund/one-off-donation";
import type { DrawnForm } from "~/forms/parts/drawn-form";
import type { FormOutcome, FormReply } from "~/forms/parts/form";
import { callback } from "~/forms/theatre/callback";
import { diploma } from "~/forms/theatre/diploma";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { FieldForm } from "./field-form";

// What the page action received; it answers as submitForm (app/services/forms/form-action.server.ts)
// does, with `outcome` as the service's verdict, after `gate` when one is set.
let posts: FormData[] = [];
let outcome: FormOutcome = "success";
let gate: Promise<void> | null = null;
/** Set: the action answers as a rate limit's refusal does, with this many minutes to wait. */
let limitedMinutes: number | null = null;

function stubFor(drawn: DrawnForm) {
  const action = async ({ request }: { request: Request }): Promise<FormReply> => {
    const formData = await request.formData();
    posts.push(formData);
    if (gate) await gate;
    const intent = drawn.definition.intent;
    const submission = parseWithValibot(formData, { schema: drawn.definition.schema });
    if (limitedMinutes !== null)
      return {
        intent,
        outcome: null,
        reply: submission.reply(),
        limited: { minutes: limitedMinutes },
      };
    if (submission.status !== "success")
      return { intent, outcome: null, reply: submission.reply() };
    const reply =
      outcome === "success" ? submission.reply({ resetForm: true }) : submission.reply();
    return { intent, outcome, reply };
  };
  const Page = () => <FieldForm form={drawn} />;
  return siteStub([
    { id: "page.nl", path: "pagina/:url", action, Component: Page },
    { id: "page.en", path: "en/page/:url", action, Component: Page },
  ]);
}

/** The page as the server rendered it; `answer`: after a post without JavaScript. */
function renderForm(drawn: DrawnForm, path = "/pagina/terugbellen", answer?: FormReply) {
  const Stub = stubFor(drawn);
  const user = userEvent.setup();
  const hydrationData = {
    ...hydrationFor(path),
    ...(answer && { actionData: { [path.startsWith("/en/") ? "page.en" : "page.nl"]: answer } }),
  };
  render(<Stub initialEntries={[path]} hydrationData={hydrationData} future={FUTURE} />);
  return { user, submit: screen.getByRole("button") };
}

beforeEach(() => {
  posts = [];
  outcome = "success";
  gate = null;
  limitedMinutes = null;
});
afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const byName = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
/** The error text a control points to with aria-describedby. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === "form-field__error");
  return error?.textContent ?? null;
}

type User = ReturnType<typeof userEvent.setup>;
/** A valid callback request, filled in by the controls' names (any language). */
async function fillCallback(user: User) {
  await user.selectOptions(byName("subject"), "tickets");
  await user.click(document.querySelector('input[value="no_preference"]')!);
  await user.type(byName("name"), "Jan Jansen");
  await user.type(byName("email"), "jan@example.com");
  await user.type(byName("phone"), "020 123 45 67");
}

describe("FieldForm", () => {
  it("checks a field when the visitor leaves it, in Dutch, and keeps what was typed", async () => {
    const { user } = renderForm(callback);
    const name = field(/^Naam/);
    await user.click(name);
    await user.tab();
    expect(errorOf(name)).toBe("Vul dit veld in.");
    expect(name.getAttribute("aria-invalid")).toBe("true");

    const email = field(/^E-mailadres/);
    await user.type(email, "jan@");
    await user.tab();
    expect(errorOf(email)).toBe("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.");
    expect(email).toHaveProperty("value", "jan@");
    // After the first check, the message follows the typing.
    await user.type(email, "example.com");
    expect(errorOf(email)).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("does not post a form with errors: every message shows, typed values stay", async () => {
    const { user, submit } = renderForm(callback);
    await user.type(field(/^Naam/), "Jan Jansen");
    await user.type(field(/^Telefoonnummer/), "12");
    await user.click(submit);
    expect(posts).toHaveLength(0);
    expect(errorOf(screen.getByRole("combobox", { name: /^Waarover/ }))).toBe("Maak een keuze.");
    expect(errorOf(screen.getByRole("group", { name: /^Wanneer mogen wij u bellen/ }))).toBe(
      "Maak een keuze.",
    );
    expect(errorOf(field(/^E-mailadres/))).toBe("Vul uw e-mailadres in.");
    expect(errorOf(field(/^Telefoonnummer/))).toBe(
      "Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 45 67.",
    );
    expect(errorOf(field(/^Naam/))).toBeNull();
    expect(field(/^Naam/)).toHaveProperty("value", "Jan Jansen");
    expect(field(/^Telefoonnummer/)).toHaveProperty("value", "12");
  });

  it("shows the fields a subject needs only when it is chosen", async () => {
    const { user, submit } = renderForm(callback);
    const subject = screen.getByRole("combobox", { name: /^Waarover/ });
    expect(screen.queryByRole("textbox", { name: /^Ordernummer/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /^Waar gaat uw vraag over/ })).toBeNull();

    await user.selectOptions(subject, "Een bestaande reservering");
    expect(field(/^Ordernummer/)).toBeTruthy();
    expect(
      screen.getByText("Alleen bij een bestaande reservering; u vindt het in uw bevestigingsmail."),
    ).toBeTruthy();

    await user.selectOptions(subject, "Anders");
    expect(screen.queryByRole("textbox", { name: /^Ordernummer/ })).toBeNull();
    const question = field(/^Waar gaat uw vraag over\? \(verplicht\)$/);
    expect(question).toHaveProperty("required", true);
    await fillCallback(user);
    await user.selectOptions(subject, "other");
    await user.click(submit);
    expect(posts).toHaveLength(0);
    expect(errorOf(question)).toBe("Vul dit veld in.");
  });

  it("posts to the page's action and shows the thanks in place of the form", async () => {
    const { user, submit } = renderForm(callback);
    await fillCallback(user);
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(submit);
    expect(submit.textContent).toBe("Bezig met versturen...");
    expect(submit).toHaveProperty("disabled", true);
    release();
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toBe(
      "Bedankt voor uw terugbelverzoek. Een medewerker van de klantenservice belt u binnen twee werkdagen in het gekozen tijdvak.",
    );
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole("button")).toBeNull();
    expect(posts).toHaveLength(1);
    const sent = Object.fromEntries(posts[0]!);
    expect(sent).toMatchObject({
      intent: "callback",
      _script: "1",
      subject: "tickets",
      time_of_day: "no_preference",
      name: "Jan Jansen",
      email: "jan@example.com",
      phone: "020 123 45 67",
    });
  });

  it("says when the service failed and keeps the form as it was typed", async () => {
    outcome = "failure";
    const { user, submit } = renderForm(callback);
    await fillCallback(user);
    await user.click(submit);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Er is iets misgegaan. Probeer het later opnieuw.");
    expect(document.activeElement).toBe(alert);
    expect(field(/^Naam/)).toHaveProperty("value", "Jan Jansen");
    expect(byName("subject")).toHaveProperty("value", "tickets");
    expect(submit.textContent).toBe("Bel mij terug");
  });

  it("says how long to wait when a rate limit refused the post, keeping what was typed", async () => {
    limitedMinutes = 3;
    const { user, submit } = renderForm(callback);
    await fillCallback(user);
    await user.click(submit);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Te veel pogingen. Uw gegevens zijn niet verstuurd; probeer het over 3 minuten opnieuw.",
    );
    expect(document.activeElement).toBe(alert);
    expect(field(/^Naam/)).toHaveProperty("value", "Jan Jansen");
    expect(field(/^E-mailadres/)).toHaveProperty("value", "jan@example.com");
    expect(byName("subject")).toHaveProperty("value", "tickets");
  });

  it("after a refused post without JavaScript, shows the wait over what was sent, in English", async () => {
    const sent = new FormData();
    for (const [key, value] of Object.entries({ name: "Ann Smith", email: "ann@example.com" }))
      sent.set(key, value);
    renderForm(callback, "/en/page/callback-request", {
      intent: "callback",
      outcome: null,
      reply: parseWithValibot(sent, { schema: callback.definition.schema }).reply(),
      limited: { minutes: 1 },
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Too many attempts. Your details have not been sent; please try again in 1 minute.",
    );
    expect(byName("name")).toHaveProperty("value", "Ann Smith");
    expect(byName("email")).toHaveProperty("value", "ann@example.com");
  });

  it("after a post without JavaScript, shows the action's errors over what was sent", async () => {
    const sent = new FormData();
    for (const [key, value] of Object.entries({ subject: "other", name: "Jan Jansen" }))
      sent.set(key, value);
    const submission = parseWithValibot(sent, { schema: callback.definition.schema });
    renderForm(callback, undefined, {
      intent: "callback",
      outcome: null,
      reply: submission.reply(),
    });
    expect(byName("subject")).toHaveProperty("value", "other");
    expect(field(/^Naam/)).toHaveProperty("value", "Jan Jansen");
    expect(errorOf(field(/^Naam/))).toBeNull();
    // The sent subject decides the conditions: the question about 'Anders' shows, and is missed.
    expect(errorOf(field(/^Waar gaat uw vraag over/))).toBe("Vul dit veld in.");
    expect(screen.queryByRole("textbox", { name: /^Ordernummer/ })).toBeNull();
    expect(errorOf(field(/^E-mailadres/))).toBe("Vul uw e-mailadres in.");
  });

  it("speaks English on an English page", async () => {
    const { user, submit } = renderForm(callback, "/en/page/callback");
    expect(submit.textContent).toBe("Call me back");
    await user.type(field(/^E-mail address/), "jan@");
    await user.click(submit);
    expect(errorOf(screen.getByRole("combobox", { name: /^What would you like/ }))).toBe(
      "Please make a choice.",
    );
    expect(errorOf(field(/^Name \(required\)$/))).toBe("Please fill in this field.");
    expect(errorOf(field(/^E-mail address/))).toBe(
      "Please enter a valid e-mail address, for example name@example.com.",
    );
    await user.selectOptions(byName("subject"), "An existing booking");
    expect(field(/^Order number/)).toBeTruthy();
  });

  it("enables a show's dinner choice only with people, and resets it to 'Nee'", async () => {
    const { user, submit } = renderForm(diploma, "/pagina/diploma");
    const show = within(
      screen.getByRole("group", { name: "De Notenkraker, donderdag 12 maart 2020, 20.00 uur" }),
    );
    const people = show.getByRole("combobox", { name: "Aantal personen" });
    const dinner = show.getByRole("combobox", { name: "Dinerreservering" });
    expect(dinner).toHaveProperty("disabled", true);
    await user.selectOptions(people, "1 persoon");
    expect(dinner).toHaveProperty("disabled", false);
    await user.selectOptions(dinner, "Brasserie Foyer");
    await user.selectOptions(people, "Geen");
    expect(dinner).toHaveProperty("disabled", true);
    expect(dinner).toHaveProperty("value", "Nee");

    // A rule over the whole form: its message stands above the fields.
    await user.type(field(/^Naam/), "Jan Jansen");
    await user.type(field(/^Klantnummer/), "K-123");
    await user.type(field(/^E-mailadres/), "jan@example.com");
    await user.click(submit);
    expect(posts).toHaveLength(0);
    expect(errorOf(submit.closest("form")!)).toBe(
      "Kies bij ten minste één voorstelling een aantal personen.",
    );
  });

  it("announces a required choice that starts on a real option without `required`", () => {
    // The HTML standard allows `required` on a select only when its first option is an empty
    // "choose" option; one that starts on a value always has one.
    renderForm(oneOffDonation(null), "/pagina/eenmalige-donatie");
    const persons = screen.getByRole("combobox", { name: /^Aantal personen \(verplicht\)$/ });
    expect(persons).toHaveProperty("value", "1");
    expect(persons).toHaveProperty("required", false);
    expect(persons.getAttribute("aria-required")).toBe("true");
  });

  it("keeps `required` on a select that starts on its empty choose option", () => {
    renderForm(callback);
    const subject = screen.getByRole("combobox", { name: /^Waarover/ });
    expect((subject as HTMLSelectElement).options[0]?.value).toBe("");
    expect(subject).toHaveProperty("required", true);
    expect(subject.hasAttribute("aria-required")).toBe(false);
  });
});
