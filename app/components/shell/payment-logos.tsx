// Accepted payment methods as small badges from the interface sprite (public/icons/ui.svg): one
// cached file, crisp at any size, nothing of it in the page's JavaScript.
import { UI_SPRITE } from "../ui/icon";

const METHODS = [
  ["ideal", "iDEAL"],
  ["visa", "Visa"],
  ["mastercard", "Mastercard"],
  ["maestro", "Maestro"],
  ["amex", "American Express"],
  ["paypal", "PayPal"],
] as const;

export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className="payment-logos" aria-label={label}>
      {METHODS.map(([id, name]) => (
        <li key={id}>
          <svg width="48" height="30" role="img" aria-label={name}>
            <use href={`${UI_SPRITE}#pay-${id}`} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
