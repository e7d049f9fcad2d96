// ALTCHA's proof of work (the classic SHA-256 form that altcha-lib's v1 API signs and verifies):
// find the number n up to `maxnumber` with SHA-256(salt + n) = challenge.

export interface Challenge {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

function hex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let out = ''
  for (const byte of bytes) out += HEX[byte]
  return out
}

/** The number that solves the challenge, or undefined when none does up to the maximum. */
export async function solve(
  challenge: Challenge,
  subtle: SubtleCrypto,
): Promise<number | undefined> {
  const algorithm = challenge.algorithm.toUpperCase()
  if (!/^SHA-(1|256|512)$/.test(algorithm)) return undefined
  const max = challenge.maxnumber ?? 1_000_000
  const encoder = new TextEncoder()
  // A batch of digests at a time: the browser hashes them in parallel.
  const BATCH = 64
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i)
    const digests = await Promise.all(
      numbers.map((n) => subtle.digest(algorithm, encoder.encode(challenge.salt + n))),
    )
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge)
    if (found >= 0) return numbers[found]
  }
  return undefined
}

/** The payload the server verifies: base64 of the challenge with the number found. */
export function payload(challenge: Challenge, number: number): string {
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  )
}
