import { ExitCode } from "./exit-codes";

/**
 * A failure the user can do something about (wrong input, refused by the server, server down): printed as one line
 * that says what to do, with its exit code. Anything else that escapes a command is a bug (exit 70).
 */
export class UserError extends Error {
  override readonly name = "UserError";

  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.refused,
    /** The tag of the call failure it stands for, if it came from a call (`Unauthorised`, `BusinessError`...). */
    readonly failure?: string,
  ) {
    super(message);
  }
}
