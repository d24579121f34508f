import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";

/** All of standard input, for `catalogue login < token.txt` and `echo $TOKEN | catalogue login`. */
async function readAll(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Asks for the token on the terminal without echoing it (it is a password). */
function askHidden(question: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  output.write(question);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      output.write("\n");
    };
    function onData(chunk: string) {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (character === "\u0003") {
          finish();
          reject(new UserError("cancelled: not signed in", ExitCode.interrupted));
          return;
        }
        value = character === "\u007f" ? value.slice(0, -1) : value + character;
      }
    }
    input.on("data", onData);
  });
}

/** The token to sign in with: asked for on a terminal, else read from standard input. */
export async function readToken(
  url: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  const token = input.isTTY
    ? await askHidden(
        `Paste an API token for ${url} (create one in the web app: Settings, API tokens): `,
        input,
        output,
      )
    : await readAll(input);
  const trimmed = token.trim();
  if (!trimmed) {
    throw new UserError(
      "no token given: paste one, or pass it with --token or on standard input",
      ExitCode.usage,
    );
  }
  return trimmed;
}
