/** One cell of a matrix: what the rules expect and what the server did. */
export interface MatrixCell {
  row: string;
  column: string;
  expected: number;
  actual: number;
  /** Why a cell is wrong besides its status (a changed database, a wrong body, a leak). */
  problem?: string;
}

export const isWrong = (cell: MatrixCell) => cell.actual !== cell.expected || cell.problem !== undefined;

/** The rows holding a wrong cell, one line each (`column expected→actual`), for a failure message. */
export function formatWrongCells(cells: MatrixCell[]): string {
  const rows = [...new Set(cells.filter(isWrong).map((cell) => cell.row))];
  const width = Math.max(0, ...rows.map((row) => row.length));
  const lines = rows.map((row) => {
    const marks = cells
      .filter((cell) => cell.row === row)
      .map((cell) =>
        isWrong(cell) ? `✗ ${cell.column} ${cell.expected}→${cell.actual}${cell.problem ? ` (${cell.problem})` : ''}` : `✓ ${cell.column}`,
      );
    return `${row.padEnd(width)} | ${marks.join(' | ')}`;
  });
  return `${cells.filter(isWrong).length} wrong of ${cells.length} cells:\n${lines.join('\n')}`;
}
