import { useState } from "react";

/** What an admin does to the user on this page; each is one call. */
export type EditUserAction =
  | "roles"
  | "grantAdmin"
  | "removeAdmin"
  | "enable"
  | "disable"
  | "reset"
  | "remove";

/** Actions that ask first, and what the question says. */
export type Confirmable = Exclude<EditUserAction, "roles" | "enable">;

/** The action the edit user page is asking about, if any; confirming runs it, either answer closes the question. */
export function useActionQuestion(onAction: (action: Confirmable) => void) {
  const [asking, setAsking] = useState<Confirmable | null>(null);
  return {
    asking,
    ask: (action: Confirmable) => setAsking(action),
    confirm: () => {
      if (asking) onAction(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };
}
