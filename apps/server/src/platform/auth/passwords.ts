import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the user does not exist keeps both answers equally slow.
const unknownUserHash = hash("no such user: the answer must take as long", OPTIONS);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await unknownUserHash), password);
  } catch {
    return false;
  }
}
