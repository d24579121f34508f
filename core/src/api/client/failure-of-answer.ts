import { ErrorEnvelope } from "../error-envelope";
import {
  BusinessError,
  type CallFailure,
  Forbidden,
  Internal,
  NotFound,
  OptimisticLock,
  ResourceNotFound,
  Unauthorised,
  Validation,
} from "./call-failure";

/** The envelope of a failed answer, or what can be said without one (a proxy's HTML page, say). */
function envelopeOf(status: number, body: unknown, statusText: string) {
  const parsed = ErrorEnvelope.safeParse(body);
  if (parsed.success) return parsed.data;
  return { status, resultKey: null, message: statusText || `HTTP ${status}`, fieldErrors: undefined };
}

/** Core spec 8: the failure a non-2xx answer stands for, by status, with the envelope's result key. */
export function failureOfAnswer(status: number, body: unknown, statusText = ""): CallFailure {
  const envelope = envelopeOf(status, body, statusText);
  const answered = {
    resultKey: envelope.resultKey,
    message: envelope.message,
    ...("correlationId" in envelope && envelope.correlationId
      ? { correlationId: envelope.correlationId }
      : {}),
    ...(statusText ? { statusText } : {}),
  };
  switch (status) {
    case 401:
      return new Unauthorised(answered);
    case 403:
      return new Forbidden(answered);
    case 404:
      return new NotFound(answered);
    case 428:
      return new OptimisticLock(answered);
    case 460:
      return new Validation({ ...answered, fieldErrors: envelope.fieldErrors ?? [] });
    case 464:
      return new ResourceNotFound(answered);
    default:
      return status >= 500 || status < 400
        ? new Internal({ ...answered, status })
        : new BusinessError({ ...answered, status });
  }
}
