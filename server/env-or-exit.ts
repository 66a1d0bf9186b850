import { type Env, EnvError, parseEnv } from "../app/services/operations/env.server";

/** The validated configuration, or every problem on stderr and exit code 1. */
export function envOrExit(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
