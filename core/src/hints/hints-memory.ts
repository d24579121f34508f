import * as z from "zod";
import { type HintId, isHintId } from "./hint-catalogue";

/**
 * Core spec 3 (locally persisted data: hiddenHints): what a user's browser remembers of the hints, per user id
 * and across sign-outs: the hints dismissed, and whether the user chose "don't show hints".
 */
export const HintsMemory = z.object({
  hiddenHints: z.array(z.string()).transform((ids) => ids.filter(isHintId)),
  hintsOff: z.boolean(),
});
export type HintsMemory = { hiddenHints: HintId[]; hintsOff: boolean };

/** A user who has seen no hint yet (also what settings' "reset hints" goes back to). */
export const FRESH_HINTS_MEMORY: HintsMemory = { hiddenHints: [], hintsOff: false };

/**
 * Reads stored hint memory; unreadable or foreign data counts as fresh, and names of hints that no longer exist
 * are dropped, so a stored record never breaks the screen.
 */
export function parseHintsMemory(stored: string | null): HintsMemory {
  if (stored === null) return FRESH_HINTS_MEMORY;
  try {
    const parsed = HintsMemory.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : FRESH_HINTS_MEMORY;
  } catch {
    return FRESH_HINTS_MEMORY;
  }
}
