// Accepted payment methods as small inline badges: no image requests, crisp at any size.
const METHODS = [
  { name: "iDEAL", bg: "#cc0066", fg: "#fff" },
  { name: "Visa", bg: "#1a1f71", fg: "#fff" },
  { name: "Mastercard", bg: "#252525", fg: "#f79e1b" },
  { name: "Maestro", bg: "#0099df", fg: "#fff" },
  { name: "American Express", short: "AMEX", bg: "#2e77bc", fg: "#fff" },
  { name: "PayPal", bg: "#ffc439", fg: "#003087" },
];

export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className="payment-logos" aria-label={label}>
      {METHODS.map((m) => (
        <li key={m.name}>
          <svg viewBox="0 0 64 40" width="48" height="30" role="img" aria-label={m.name}>
            <rect width="64" height="40" rx="5" fill={m.bg} />
            <text
              x="32"
              y="25"
              textAnchor="middle"
              fontSize={(m.short ?? m.name).length > 6 ? 10 : 13}
              fontWeight="700"
              fill={m.fg}
              fontFamily="system-ui, sans-serif"
            >
              {m.short ?? m.name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
