/** A unique constraint refused the write, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
