// The q language of GET /api/{resource}: criteria joined by ';', parsed by hand so that values may hold
// ';' inside quotes, in-lists and wrappers. docs/q-language.md describes the language for its users.
// The server reads q with it (records, audit trail, validation hooks), and the form lint checks a
// validation hook rule's q with it before the form is saved.

export type Operator = '=' | '!=' | '>' | '>=' | '<' | '<=';
export type MatchMode = 'contains' | 'startsWith';

/** One item of an `in(...)` list; `value` null is the bare word `null`. */
export interface InItem {
  value: string | null;
  quoted: boolean;
  position: number;
}

interface FieldCriterion {
  /** The dotted path as written, e.g. `offender.name`. */
  field: string;
  path: string[];
  /** Where the criterion (its field) starts in q. */
  position: number;
  /** Where its value starts in q. */
  valuePosition: number;
}

export type Criterion =
  | (FieldCriterion & { kind: 'compare'; op: Operator; value: string; quoted: boolean })
  | (FieldCriterion & { kind: 'null'; negated: boolean })
  | (FieldCriterion & { kind: 'in'; negated: boolean; items: InItem[] })
  | (FieldCriterion & { kind: 'match'; mode: MatchMode; negated: boolean; text: string })
  | { kind: 'search'; mode: MatchMode; text: string; position: number };

export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    /** 0-based offset in q of the problem. */
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
    this.name = 'QuerySyntaxError';
  }
}

const OPERATORS: Operator[] = ['!=', '>=', '<=', '=', '>', '<'];
const WRAPPERS: { mode: MatchMode; open: string; close: string }[] = [
  { mode: 'contains', open: '(%', close: '%)' },
  { mode: 'startsWith', open: '[', close: ')' },
];

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
const isIdentStart = (ch: string | undefined) => ch !== undefined && /[A-Za-z_]/.test(ch);
const isIdentPart = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_]/.test(ch);
const describe = (ch: string | undefined) => (ch === undefined ? 'the end of q' : `"${ch}"`);

export function parseQuery(q: string): Criterion[] {
  if (q.trim() === '') return [];
  return new Parser(q).parse();
}

class Parser {
  private pos = 0;

  constructor(private readonly q: string) {}

  parse(): Criterion[] {
    const criteria: Criterion[] = [];
    for (;;) {
      criteria.push(this.criterion());
      // Every criterion ends at ';' or at the end of q.
      if (this.peek() === undefined) return criteria;
      this.pos++;
    }
  }

  private peek(offset = 0): string | undefined {
    return this.q[this.pos + offset];
  }

  private skipSpaces(): void {
    while (isSpace(this.peek())) this.pos++;
  }

  private atEndOfCriterion(): boolean {
    const ch = this.peek();
    return ch === undefined || ch === ';';
  }

  private expectEndOfCriterion(after: string): void {
    this.skipSpaces();
    if (!this.atEndOfCriterion())
      throw new QuerySyntaxError(`Expected ";" or the end of q after ${after}`, this.pos);
  }

  private criterion(): Criterion {
    this.skipSpaces();
    const start = this.pos;
    const wrapper = this.wrapperAt(start);
    if (wrapper) {
      const text = this.wrapped(wrapper);
      return { kind: 'search', mode: wrapper.mode, text, position: start };
    }
    if (this.atEndOfCriterion()) throw new QuerySyntaxError('Expected a criterion', this.pos);
    const path = this.fieldPath();
    const field = path.join('.');
    this.skipSpaces();
    const opPosition = this.pos;
    const op = OPERATORS.find((candidate) => this.q.startsWith(candidate, this.pos));
    if (!op) throw new QuerySyntaxError(`Expected an operator after "${field}"`, opPosition);
    this.pos += op.length;
    this.skipSpaces();
    const valuePosition = this.pos;
    const base = { field, path, position: start, valuePosition };
    const equality = op === '=' || op === '!=';
    const ch = this.peek();

    if (ch === '"') {
      const value = this.quoted();
      this.expectEndOfCriterion('the quoted value');
      return { ...base, kind: 'compare', op, value, quoted: true };
    }
    const valueWrapper = this.wrapperAt(this.pos);
    if (valueWrapper) {
      if (!equality)
        throw new QuerySyntaxError(
          `The ${valueWrapper.open}…${valueWrapper.close} wrapper can only be used with = or !=`,
          valuePosition,
        );
      const text = this.wrapped(valueWrapper);
      return { ...base, kind: 'match', mode: valueWrapper.mode, negated: op === '!=', text };
    }
    if (this.q.startsWith('in(', this.pos)) {
      if (!equality) throw new QuerySyntaxError('in(…) can only be used with = or !=', valuePosition);
      const items = this.inList();
      return { ...base, kind: 'in', negated: op === '!=', items };
    }
    const value = this.bare();
    if (value === '') throw new QuerySyntaxError(`Expected a value after "${field}${op}"`, valuePosition);
    if (value === 'null') {
      if (!equality) throw new QuerySyntaxError('null can only be used with = or !=', valuePosition);
      return { ...base, kind: 'null', negated: op === '!=' };
    }
    return { ...base, kind: 'compare', op, value, quoted: false };
  }

  private fieldPath(): string[] {
    const path: string[] = [];
    for (;;) {
      if (!isIdentStart(this.peek())) {
        const message =
          path.length === 0
            ? `Expected a field name but found ${describe(this.peek())}`
            : `Expected a field name after "${path.join('.')}."`;
        throw new QuerySyntaxError(message, this.pos);
      }
      const start = this.pos;
      while (isIdentPart(this.peek())) this.pos++;
      path.push(this.q.slice(start, this.pos));
      if (this.peek() !== '.') return path;
      this.pos++;
    }
  }

  /** A bare value: everything up to the next ';', trimmed. */
  private bare(): string {
    const start = this.pos;
    while (!this.atEndOfCriterion()) this.pos++;
    return this.q.slice(start, this.pos).trim();
  }

  /** A double-quoted string with \" and \\ escapes; the cursor is on the opening quote. */
  private quoted(): string {
    const open = this.pos;
    this.pos++;
    let text = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) throw new QuerySyntaxError('Unterminated quoted value', open);
      this.pos++;
      if (ch === '"') return text;
      if (ch === '\\') {
        const escaped = this.peek();
        if (escaped !== '"' && escaped !== '\\')
          throw new QuerySyntaxError('Only \\" and \\\\ may follow a backslash', this.pos - 1);
        text += escaped;
        this.pos++;
      } else {
        text += ch;
      }
    }
  }

  private wrapperAt(position: number) {
    return WRAPPERS.find((wrapper) => this.q.startsWith(wrapper.open, position));
  }

  /**
   * The text of `(%text%)` or `[text)`: the wrapper closes at the first closing mark followed only by
   * spaces up to ';' or the end of q, so the text itself may hold any character, ';' included.
   */
  private wrapped(wrapper: (typeof WRAPPERS)[number]): string {
    const open = this.pos;
    const textStart = open + wrapper.open.length;
    let close = this.q.indexOf(wrapper.close, textStart);
    while (close !== -1) {
      let after = close + wrapper.close.length;
      while (isSpace(this.q[after])) after++;
      if (after === this.q.length || this.q[after] === ';') {
        this.pos = after;
        return this.q.slice(textStart, close);
      }
      close = this.q.indexOf(wrapper.close, close + 1);
    }
    throw new QuerySyntaxError(
      `Expected "${wrapper.close}" to close "${wrapper.open}" at the end of the value`,
      open,
    );
  }

  /** `in(a, "b", null)`; the cursor is on the `i` of `in(`. */
  private inList(): InItem[] {
    this.pos += 'in('.length;
    const items: InItem[] = [];
    for (;;) {
      this.skipSpaces();
      const position = this.pos;
      const ch = this.peek();
      if (ch === '"') {
        items.push({ value: this.quoted(), quoted: true, position });
        this.skipSpaces();
      } else {
        while (!this.atEndOfCriterion() && this.peek() !== ',' && this.peek() !== ')') this.pos++;
        const value = this.q.slice(position, this.pos).trim();
        if (value === '') {
          const message = items.length === 0 ? 'Expected at least one value in in(…)' : 'Expected a value';
          throw new QuerySyntaxError(message, position);
        }
        items.push({ value: value === 'null' ? null : value, quoted: false, position });
      }
      const next = this.peek();
      this.pos++;
      if (next === ')') break;
      if (next !== ',')
        throw new QuerySyntaxError(`Expected "," or ")" in in(…) but found ${describe(next)}`, this.pos - 1);
    }
    this.expectEndOfCriterion('in(…)');
    return items;
  }
}
