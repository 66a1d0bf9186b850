// The demo CMS in-process, for vitest: server.listen() in a test, then fetch any origin.
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
