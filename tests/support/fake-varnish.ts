// A stand-in for Varnish that records the BAN requests it is sent. Node's HTTP server refuses
// methods it does not know (BAN among them), so this one reads the request head off the socket.
import { createServer, type Socket } from "node:net";

export type Ban = { method: string; url: string; pattern: string | undefined };

export type FakeVarnish = {
  origin: string;
  bans: Ban[];
  /** The status it answers with (Varnish's VCL answers 200 to an accepted ban). */
  status: number;
  /** When true it takes the request and never answers (a hung Varnish). */
  hang: boolean;
  close(): Promise<void>;
};

export async function startFakeVarnish(): Promise<FakeVarnish> {
  const fake: FakeVarnish = {
    origin: "",
    bans: [],
    status: 200,
    hang: false,
    close: async () => {},
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const end = head.indexOf("\r\n\r\n");
      if (end === -1) return;
      const [requestLine = "", ...lines] = head.slice(0, end).split("\r\n");
      const [method = "", url = ""] = requestLine.split(" ");
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      fake.bans.push({ method, url, pattern: headers.get("x-ban-url") });
      if (fake.hang) return;
      socket.end(`HTTP/1.1 ${fake.status} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  fake.origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  fake.close = () =>
    new Promise((resolve) => {
      // A hung request's socket would hold the server open.
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
