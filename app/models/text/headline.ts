const MIN_LENGTH_TO_BALANCE = 15;

// Long headlines wrap unevenly in the large display font, leaving one orphaned word; breaking
// near the middle gives two lines of similar width.
export function balanceHeadline(text: string): [string] | [string, string] {
  const trimmed = text.trim();
  if (trimmed.length <= MIN_LENGTH_TO_BALANCE) return [text];

  const middle = trimmed.length / 2;
  let best = -1;
  for (let i = trimmed.indexOf(" "); i !== -1; i = trimmed.indexOf(" ", i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  if (best === -1) return [text];

  return [trimmed.slice(0, best).trimEnd(), trimmed.slice(best + 1).trimStart()];
}
