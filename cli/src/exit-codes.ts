/**
 * Exit codes scripts can trust (sysexits where one fits): 0 done, 1 refused or invalid (the message says what to
 * fix), 2 wrong usage, 3 not found, 4 conflict (try again later or after a reload), 69 server unreachable
 * (EX_UNAVAILABLE), 70 a bug of the CLI (EX_SOFTWARE), 130 stopped with Ctrl-C.
 */
export const ExitCode = {
  ok: 0,
  refused: 1,
  usage: 2,
  notFound: 3,
  conflict: 4,
  unavailable: 69,
  bug: 70,
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
