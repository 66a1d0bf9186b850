// The W3C Nu HTML checker: vnu.jar from the vnu-jar package, run with the machine's Java (17 or
// later; CI installs Debian's default-jre-headless when `java` is missing). The JVM takes
// seconds to start, so every document goes to one run, as files in a temporary folder.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const VNU_JAR = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * The checker's errors per document name (warnings left out), for documents given as name →
 * HTML; a name whose document has no error is absent. Errors about the run itself (a file it
 * could not read) come under "(checker)".
 */
export async function nuErrors(documents: Map<string, string>): Promise<Record<string, string[]>> {
  const folder = await mkdtemp(join(tmpdir(), "nu-checker-"));
  try {
    const names = [...documents.keys()];
    const files = await Promise.all(
      names.map(async (name, index) => {
        const file = join(folder, `${index}.html`);
        await writeFile(file, documents.get(name) ?? "");
        return file;
      }),
    );
    const stdout = await run(files);
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const errors: Record<string, string[]> = {};
    for (const m of messages) {
      if (m.type === "info") continue;
      const index = m.url ? Number.parseInt(basename(m.url), 10) : Number.NaN;
      const name = names[index] ?? "(checker)";
      const extract = m.extract ? ` in "${m.extract.replaceAll("\n", " ")}"` : "";
      errors[name] = [...(errors[name] ?? []), `line ${m.lastLine ?? "?"}: ${m.message}${extract}`];
    }
    return errors;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// For one short run: the quick (C1) compiler alone halves the CPU time a run of 50 pages takes,
// the serial collector a third of the memory; the schema's evaluation needs a deep stack.
const JVM = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

async function run(files: string[]): Promise<string> {
  const args = ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--exit-zero-always"];
  try {
    const { stdout } = await promisify(execFile)("java", [...JVM, ...args, "--stdout", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        "The Nu HTML checker needs Java 17 or later as `java` (Debian: default-jre-headless)",
      );
    }
    throw error;
  }
}
