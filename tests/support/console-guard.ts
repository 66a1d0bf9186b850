// Every test fails on a console.error it did not announce: a failure path must log what the spec
// asks (and the test says so with expectConsoleError), and no other path may log an error unseen.
// Announced errors are kept out of the test output; an announced one that never came fails too.
// A test file that silences console.error with its own spy takes the guard out for its tests.
const original = console.error;
let logged: string[] = [];
let announced: RegExp[] = [];

/** This test logs errors matching each of these (and none other). */
export function expectConsoleError(...patterns: RegExp[]) {
  announced.push(...patterns);
}

export function watchConsoleErrors() {
  logged = [];
  announced = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  };
}

export function checkConsoleErrors() {
  console.error = original;
  const unexpected = logged.filter((line) => !announced.some((pattern) => pattern.test(line)));
  const missing = announced.filter((pattern) => !logged.some((line) => pattern.test(line)));
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${unexpected.map((l) => l.slice(0, 500)).join("\n")}`,
    );
  }
  if (missing.length > 0) throw new Error(`No console.error matched ${missing.join(", ")}`);
}
