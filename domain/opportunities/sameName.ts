/** Makes and models compare without case and surrounding spaces ("Honda " is "HONDA"). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
