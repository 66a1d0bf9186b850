// Every test fails on a console.error it did not announce: a failure path must log what the spec
// asks (and the test says so with expectConsoleError), and no other path may log an error unseen.
// Announced errors are kept out of the test output; an announced one that never came fails too.
// Tests that provoke many faults on purpose allow a kind of error instead (allowConsoleErrors),
// and tests that count or inspect the lines read them with consoleErrors().
const original = console.error;
let logged: string[] = [];
let announced: RegExp[] = [];
let allowed: RegExp[] = [];

/** This test logs errors matching each of these (and none other). */
export function expectConsoleError(...patterns: RegExp[]) {
  announced.push(...patterns);
}

/** This test may log errors matching these, any number of times, including none. */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

/** The errors this test has logged so far, each as one line of text. */
export function consoleErrors(): readonly string[] {
  return [...logged];
}

export function watchConsoleErrors() {
  logged = [];
  announced = [];
  allowed = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  };
}

export function checkConsoleErrors() {
  console.error = original;
  const known = [...announced, ...allowed];
  const unexpected = logged.filter((line) => !known.some((pattern) => pattern.test(line)));
  const missing = announced.filter((pattern) => !logged.some((line) => pattern.test(line)));
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${unexpected.map((l) => l.slice(0, 500)).join("\n")}`,
    );
  }
  if (missing.length > 0) throw new Error(`No console.error matched ${missing.join(", ")}`);
}
