// A small terminal: enough of VT100 to replay what the CLI writes to a terminal (Ink's in-place redraws: erase
// line, cursor up, column 1; colours) into the screen a person saw, for the SVG of the recorded session.

/** One character on the screen and how it is drawn. */
export interface Cell {
  readonly char: string;
  readonly colour: string | null;
  readonly bold: boolean;
  readonly dim: boolean;
}

const COLOURS: Readonly<Record<number, string>> = {
  30: "#3b3b3b",
  31: "#f14c4c",
  32: "#23d18b",
  33: "#f5f543",
  34: "#3b8eea",
  35: "#d670d6",
  36: "#29b8db",
  37: "#e5e5e5",
  90: "#8a8a8a",
  91: "#f14c4c",
  92: "#23d18b",
  93: "#f5f543",
  94: "#3b8eea",
  95: "#d670d6",
  96: "#29b8db",
  97: "#ffffff",
};

/**
 * A screen `columns` wide with unlimited scrollback: every line written stays, as in a terminal scrolled back; a
 * line longer than the screen wraps.
 */
export class TerminalScreen {
  readonly lines: Cell[][] = [[]];

  constructor(private readonly columns = Number.POSITIVE_INFINITY) {}

  private row = 0;
  private column = 0;
  private colour: string | null = null;
  private bold = false;
  private dim = false;

  write(data: string): void {
    for (let i = 0; i < data.length; i++) {
      const char = data[i] ?? "";
      if (char === "\u001b") {
        i = this.escape(data, i);
        continue;
      }
      if (char === "\r") this.column = 0;
      else if (char === "\n") this.moveTo(this.row + 1);
      else if (char === "\b") this.column = Math.max(0, this.column - 1);
      else if (char >= " ") this.put(char);
    }
  }

  /** The screen as text, a line each, trailing blanks dropped. */
  text(): string[] {
    return this.trimmed().map((line) =>
      line
        .map((cell) => cell.char)
        .join("")
        .trimEnd(),
    );
  }

  /** The lines up to the last one with something on it. */
  trimmed(): Cell[][] {
    let last = this.lines.length - 1;
    while (last >= 0 && (this.lines[last] ?? []).every((cell) => cell.char === " ")) last--;
    return this.lines.slice(0, last + 1);
  }

  private line(row: number): Cell[] {
    while (this.lines.length <= row) this.lines.push([]);
    return this.lines[row] ?? [];
  }

  private moveTo(row: number): void {
    this.row = Math.max(0, row);
    this.line(this.row);
  }

  private put(char: string): void {
    if (this.column >= this.columns) {
      this.moveTo(this.row + 1);
      this.column = 0;
    }
    const line = this.line(this.row);
    while (line.length < this.column) line.push({ char: " ", colour: null, bold: false, dim: false });
    line[this.column] = { char, colour: this.colour, bold: this.bold, dim: this.dim };
    this.column++;
  }

  /** Reads one escape sequence starting at `start`; answers the index of its last character. */
  private escape(data: string, start: number): number {
    const next = data[start + 1];
    if (next === "]") {
      // OSC (a window title): up to BEL or ESC \.
      const bell = data.indexOf("\u0007", start);
      return bell < 0 ? data.length : bell;
    }
    if (next !== "[") return start + 1;
    const match = /^\[([?0-9;]*)([@-~])/.exec(data.slice(start + 1));
    if (!match) return start + 1;
    const [whole, params = "", final] = match;
    const numbers = params
      .replace("?", "")
      .split(";")
      .map((part) => Number(part) || 0);
    const count = Math.max(1, numbers[0] ?? 1);
    switch (final) {
      case "A":
        this.moveTo(this.row - count);
        break;
      case "B":
        this.moveTo(this.row + count);
        break;
      case "C":
        this.column += count;
        break;
      case "D":
        this.column = Math.max(0, this.column - count);
        break;
      case "G":
        this.column = Math.max(0, (numbers[0] || 1) - 1);
        break;
      case "K":
        this.eraseLine(numbers[0] ?? 0);
        break;
      case "J":
        if ((numbers[0] ?? 0) === 0) this.lines.splice(this.row + 1);
        break;
      case "m":
        this.style(params === "" ? [0] : numbers);
        break;
    }
    return start + whole.length;
  }

  private eraseLine(mode: number): void {
    const line = this.line(this.row);
    if (mode === 2) line.length = 0;
    else if (mode === 0) line.length = Math.min(line.length, this.column);
  }

  private style(codes: number[]): void {
    for (const code of codes) {
      if (code === 0) {
        this.colour = null;
        this.bold = false;
        this.dim = false;
      } else if (code === 1) this.bold = true;
      else if (code === 2) this.dim = true;
      else if (code === 22) {
        this.bold = false;
        this.dim = false;
      } else if (code === 39) this.colour = null;
      else if (COLOURS[code]) this.colour = COLOURS[code] ?? null;
    }
  }
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The screen as an SVG picture of a dark terminal window. */
export function screenToSvg(screen: TerminalScreen, columns: number, title: string): string {
  const lines = screen.trimmed();
  const charWidth = 8.4;
  const lineHeight = 18;
  const top = 40;
  const width = Math.ceil(columns * charWidth + 32);
  const height = top + lines.length * lineHeight + 16;
  const rows = lines.map((line, index) => {
    const spans: string[] = [];
    let run = "";
    let key = "";
    let current: Cell | undefined;
    const flush = () => {
      if (!run) return;
      const fill = current?.colour ?? (current?.dim ? "#8a8a8a" : "#d4d4d4");
      const weight = current?.bold ? ' font-weight="bold"' : "";
      spans.push(`<tspan fill="${fill}"${weight}>${escapeXml(run)}</tspan>`);
      run = "";
    };
    for (const cell of line) {
      const cellKey = `${cell.colour}|${cell.bold}|${cell.dim}`;
      if (cellKey !== key) {
        flush();
        key = cellKey;
        current = cell;
      }
      run += cell.char;
    }
    flush();
    return `<text x="16" y="${top + index * lineHeight}" xml:space="preserve">${spans.join("")}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<rect width="100%" height="100%" rx="8" fill="#1e1e1e"/>
<circle cx="20" cy="16" r="6" fill="#ff5f56"/><circle cx="40" cy="16" r="6" fill="#ffbd2e"/><circle cx="60" cy="16" r="6" fill="#27c93f"/>
<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">
${rows.join("\n")}
</g>
</svg>
`;
}
