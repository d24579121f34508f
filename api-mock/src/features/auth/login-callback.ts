/** Core spec 2.2: where a sign-in hands its one-time code to the web app (`#/?code=`, read by the web app). */
export function loginCallbackPath(code: string): string {
  return `/#/?code=${encodeURIComponent(code)}`;
}
