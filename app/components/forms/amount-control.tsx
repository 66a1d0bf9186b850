// A money field's control (app/forms/parts/amount-field.ts): a text input with the decimal keypad,
// never type=number, which drops the comma of "12,50" in a Dutch browser and sends 1250. Beside
// it the amount as the form reads it ("U geeft € 12,50"), announced politely while typing, and
// above the form's ceiling a box that names the amount to confirm it. Without JavaScript the
// server's answer to a post draws both from the typed text, so the question is asked there too.
import type { AmountRule } from "~/forms/parts/amount-rule";
import { useTranslation } from "~/i18n/react";
import { readAmount } from "~/models/money/amount";
import { formatCents } from "~/models/text/euro";

type InputProps = {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

type Props = {
  input: InputProps;
  rule: AmountRule;
  /** The text the input starts with (a no-JS answer's typed value). */
  initial: string;
  /** What the input holds now: with JavaScript the live value, else `initial`. */
  typed: string;
  /** The confirmation box's value: posted (or, live, ticked) before. */
  confirmed: string;
  confirmName: string;
  autoComplete?: string;
  /** Conform's key of the field: a new one (the form reset) draws the input afresh. */
  inputKey?: string;
};

export function AmountControl({
  input,
  rule,
  initial,
  typed,
  confirmed,
  confirmName,
  autoComplete,
  inputKey,
}: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const reading = readAmount(typed, locale);
  const cents = reading.ok && reading.cents > 0 ? reading.cents : null;
  const exact = cents === null ? "" : formatCents(cents, locale, true);
  const ask = cents !== null && cents > rule.confirmAbove && cents >= rule.min && cents <= rule.max;
  const echoId = `${input.id}-amount`;
  const describedBy = [input["aria-describedby"], echoId].filter(Boolean).join(" ");
  return (
    <>
      <div className="amount-control">
        <input
          {...input}
          key={inputKey}
          aria-describedby={describedBy}
          type="text"
          inputMode="decimal"
          autoComplete={autoComplete ?? "off"}
          spellCheck={false}
          defaultValue={initial}
        />
        <p id={echoId} className="amount-control__echo" aria-live="polite">
          {cents === null ? "" : t(`amounts.youGive.${rule.per}`, { amount: exact })}
        </p>
      </div>
      {ask && (
        // Keyed by the amount: a box ticked for one amount starts unticked for another.
        <label className="form-choice amount-control__confirm" key={cents}>
          <input
            type="checkbox"
            name={confirmName}
            value={String(cents)}
            disabled={input.disabled}
            defaultChecked={confirmed === String(cents)}
          />
          <span>{t(`amounts.confirmBox.${rule.per}`, { amount: exact })}</span>
        </label>
      )}
    </>
  );
}
