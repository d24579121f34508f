/**
 * Whether two words are at most `limit` single-character edits apart
 * (insert, delete, replace, or swap of neighbours), computed row by row and abandoned as soon as every cell of a
 * row exceeds the limit, so comparing a typed word with a whole vocabulary stays cheap.
 */
export function withinEditDistance(left: string, right: string, limit: number): boolean {
  if (Math.abs(left.length - right.length) > limit) return false;
  let before = new Array<number>(right.length + 1).fill(0);
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = new Array<number>(right.length + 1).fill(0);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let cell = Math.min((previous[j] ?? j) + 1, (current[j - 1] ?? i) + 1, (previous[j - 1] ?? j) + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        cell = Math.min(cell, (before[j - 2] ?? cell) + 1);
      }
      current[j] = cell;
      rowBest = Math.min(rowBest, cell);
    }
    if (rowBest > limit) return false;
    before = previous;
    previous = current;
  }
  return (previous[right.length] ?? limit + 1) <= limit;
}
