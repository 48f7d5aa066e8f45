/**
 * Reads a JSON object as it streams in and hands over each top-level member once its value
 * is complete, so a proposal can be checked before the model has finished the rest. It only
 * tracks nesting and strings; each member is parsed on its own, and the caller still parses
 * the whole text at the end (a malformed or cut-off answer is caught there).
 */
export class JsonMemberReader {
  private text = '';
  private scanned = 0;
  private depth = 0;
  private isInString = false;
  private isEscaped = false;
  /** Where the pending member starts, -1 when none is pending. */
  private memberStart = -1;

  get received(): string {
    return this.text;
  }

  /** Adds `chunk` and returns the members completed by it, in order. */
  push(chunk: string): [string, unknown][] {
    this.text += chunk;
    const members: [string, unknown][] = [];
    const take = (end: number) => {
      if (this.memberStart < 0) return;
      const member = parseMember(this.text.slice(this.memberStart, end));
      this.memberStart = -1;
      if (member) members.push(member);
    };
    for (; this.scanned < this.text.length; this.scanned++) {
      const char = this.text[this.scanned];
      if (this.isInString) {
        if (this.isEscaped) this.isEscaped = false;
        else if (char === '\\') this.isEscaped = true;
        else if (char === '"') this.isInString = false;
      } else if (char === '"') {
        this.isInString = true;
      } else if (char === '{' || char === '[') {
        this.depth += 1;
        if (this.depth === 1) this.memberStart = this.scanned + 1;
      } else if (char === '}' || char === ']') {
        this.depth -= 1;
        // Back at the top: an object or array value just closed (depth 1), or the whole object did (depth 0).
        if (this.depth === 1) take(this.scanned + 1);
        else if (this.depth === 0) take(this.scanned);
      } else if (char === ',' && this.depth === 1) {
        take(this.scanned);
        this.memberStart = this.scanned + 1;
      }
    }
    return members;
  }
}

function parseMember(text: string): [string, unknown] | undefined {
  if (text.trim() === '') return undefined;
  try {
    const entries = Object.entries(JSON.parse(`{${text}}`) as object);
    return entries.length === 1 ? entries[0] : undefined;
  } catch {
    return undefined; // not a member (the top level is not an object): the whole-text parse reports it
  }
}
