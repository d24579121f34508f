import * as Cause from "effect/Cause";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Schedule from "effect/Schedule";
import { callPath, callQuery } from "../catalogue/call-path";
import type { AnyCall, CallInput, CallOutput, DownloadedFile } from "../catalogue/define-call";
import { type CallFailure, Internal, isTransient, Offline, Timeout } from "./call-failure";
import { type ClientConfig, callHeaders } from "./client-config";
import { failureOfAnswer } from "./failure-of-answer";

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 300;

/** The suggested name of a file answer (`Content-Disposition: attachment; filename="x.xlsx"`). */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How much of a file answer has arrived: bytes so far and, when the server says, the whole size. */
export type DownloadProgress = (received: number, total: number | null) => void;

/** Reads a body chunk by chunk, telling `onProgress` after each one (a download's progress bar). */
async function readBytes(response: Response, onProgress?: DownloadProgress): Promise<Uint8Array> {
  let body: Response = response;
  if (onProgress && response.body) {
    const total = Number(response.headers.get("Content-Length")) || null;
    let received = 0;
    const counted = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onProgress(received, total);
        controller.enqueue(chunk);
      },
    });
    body = new Response(response.body.pipeThrough(counted));
  }
  return new Uint8Array(await body.arrayBuffer());
}

/** One attempt: the request, then the answer read as the entry says, or the failure it stands for. */
function attempt<E extends AnyCall>(
  config: ClientConfig,
  entry: E,
  input: CallInput<E>,
  onProgress?: DownloadProgress,
): Effect.Effect<CallOutput<E>, CallFailure> {
  const url = `${config.baseUrl}${callPath(entry, input.params as Record<string, unknown> | undefined)}${callQuery(
    input.query as Record<string, unknown> | undefined,
  )}`;
  const headers = callHeaders(config, input.body !== undefined);
  if (input.upload) headers["Content-Type"] = input.upload.mediaType;
  const body = input.upload
    ? input.upload.bytes
    : input.body === undefined
      ? undefined
      : JSON.stringify(input.body);
  const send = Effect.tryPromise({
    try: (signal) =>
      (config.fetch ?? fetch)(url, {
        method: entry.method,
        credentials: "include",
        headers,
        body: body as RequestInit["body"],
        redirect: entry.answer.kind === "redirect" ? "manual" : "follow",
        signal,
      }),
    catch: (cause) => new Offline({ message: cause instanceof Error ? cause.message : String(cause) }),
  });
  return send.pipe(
    Effect.flatMap((response) =>
      Effect.tryPromise({
        try: () => readAnswer(entry, response, onProgress),
        catch: (cause) =>
          cause instanceof Error && "_tag" in cause
            ? (cause as unknown as CallFailure)
            : new Internal({
                status: response.status,
                resultKey: null,
                message: `${entry.id}: the answer does not match the call's contract (${String(cause)})`,
              }),
      }),
    ),
  );
}

/** Reads a 2xx answer as the entry declares it; throws the call's failure for any other status. */
async function readAnswer<E extends AnyCall>(
  entry: E,
  response: Response,
  onProgress?: DownloadProgress,
): Promise<CallOutput<E>> {
  const answer = entry.answer;
  if (answer.kind === "redirect" && (response.type === "opaqueredirect" || response.status < 400)) {
    return undefined as CallOutput<E>;
  }
  if (!response.ok) throw failureOfAnswer(response.status, await readBody(response), response.statusText);
  if (answer.kind === "file") {
    const file: DownloadedFile = {
      bytes: await readBytes(response, onProgress),
      mediaType: response.headers.get("Content-Type") ?? "application/octet-stream",
      fileName: fileNameOf(response.headers.get("Content-Disposition")),
    };
    return file as CallOutput<E>;
  }
  if (answer.kind === "json") return answer.schema.parse(await readBody(response)) as CallOutput<E>;
  return undefined as CallOutput<E>;
}

/**
 * Supplement 7 / core spec 8: calls one entry of the catalogue. Each attempt has a time limit; an idempotent
 * call is tried again on a network failure or a 5xx (exponential back-off), never on a 4xx, which is an answer.
 * Interrupting the effect aborts the request.
 */
export function callApi<E extends AnyCall>(
  config: ClientConfig,
  entry: E,
  input: CallInput<E>,
  onProgress?: DownloadProgress,
): Effect.Effect<CallOutput<E>, CallFailure> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limited = attempt(config, entry, input, onProgress).pipe(
    Effect.timeoutOrElse({
      duration: timeoutMs,
      orElse: () => Effect.fail(new Timeout({ message: `${entry.id}: no answer within ${timeoutMs} ms` })),
    }),
  );
  if (!entry.idempotent) return limited;
  return limited.pipe(
    Effect.retry({
      schedule: Schedule.exponential(config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS),
      times: config.retries ?? DEFAULT_RETRIES,
      while: isTransient,
    }),
  );
}

/**
 * The same call as a Promise, for code that is not written with Effect (TanStack Query, React event handlers):
 * it resolves with the answer or rejects with the `CallFailure` itself; aborting `signal` cancels the call and
 * rejects with the signal's reason. `onProgress` follows a file answer as it arrives.
 */
export async function runCall<E extends AnyCall>(
  config: ClientConfig,
  entry: E,
  input: CallInput<E>,
  options: { readonly signal?: AbortSignal; readonly onProgress?: DownloadProgress } = {},
): Promise<CallOutput<E>> {
  const exit = await Effect.runPromiseExit(callApi(config, entry, input, options.onProgress), {
    signal: options.signal,
  });
  if (Exit.isSuccess(exit)) return exit.value;
  if (Cause.hasInterruptsOnly(exit.cause)) {
    throw options.signal?.reason ?? new DOMException("The call was cancelled", "AbortError");
  }
  throw Cause.squash(exit.cause);
}
