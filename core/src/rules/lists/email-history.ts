/**
 * Core spec 5 / supplement 3: remember e-mail recipients, de-duplicated without regard to case. The newest spelling
 * goes first; blank addresses are not remembered.
 */
export function addToEmailHistory(history: readonly string[], emails: readonly string[]): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...emails, ...history]) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(email);
  }
  return result;
}
