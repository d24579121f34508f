import type { BenchServer } from "./bench-server";

/** One JSON call to the server under test as `token`'s user; throws on an answer that is not 2xx. */
export async function call<T>(
  server: Pick<BenchServer, "port">,
  token: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
) {
  const response = await fetch(`http://127.0.0.1:${server.port}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}
