/** An error the user can fix (wrong URL, server down, bad input): printed as one line, exit code 1. */
export class UserError extends Error {
  override readonly name = "UserError";
}
