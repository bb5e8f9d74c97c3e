// One constant-time comparison for the secrets a function checks itself (the drain's secret, the
// client-address probe's service key). Deno has no timingSafeEqual in its Web APIs, so the digests are
// compared byte by byte: the time taken says nothing about how much of a secret matched.

/** True when `given` is non-empty and equals `expected`. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return given !== '' && difference === 0;
}
