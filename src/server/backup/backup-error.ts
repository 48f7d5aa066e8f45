/** A refusal or failure an operator reads as one line: the command prints the message alone, no stack. */
export class BackupError extends Error {}

/** The reason an error gives, for a one-line message. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
