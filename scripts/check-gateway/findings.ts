/** What part of the check a finding comes from, as the table groups them. */
export type Area = 'read' | 'write' | 'refresh' | 'cors' | 'timeout';

export interface Finding {
  area: Area;
  /** `GET /cl/creators-lab/v2/launchpads/:id`, or the rule's name. */
  where: string;
  /** A JSON path into the answer (`$.items[*].name`), or `status`, or `-`. */
  path: string;
  expected: string;
  received: string;
  /** Times the same mismatch was seen (the same path in many items or answers). */
  count: number;
}

export interface Held {
  area: Area;
  rule: string;
  detail: string;
}

export interface Report {
  baseUrl: string;
  mode: 'read-only' | 'write';
  mismatches: Finding[];
  held: Held[];
  skipped: Held[];
  /** Answers validated against the contract's schemas. */
  answersChecked: number;
  /** What the check left behind (the API has no delete). */
  left: string[];
  durationMs: number;
}

/** Collects what the check saw; the same mismatch at the same place is one row with a count. */
export class Findings {
  readonly mismatches: Finding[] = [];
  readonly held: Held[] = [];
  readonly skipped: Held[] = [];
  readonly left: string[] = [];
  answersChecked = 0;
  private readonly secrets = new Set<string>();

  /** A token to keep out of every line the report prints. */
  secret(value: string | undefined): void {
    if (value && value.length >= 8) this.secrets.add(value);
  }

  mismatch(finding: Omit<Finding, 'count'>): void {
    const clean = { ...finding, expected: this.redact(finding.expected), received: this.redact(finding.received) };
    const same = this.mismatches.find(
      // Not by area: an answer read again by a later part of the check is the same fault.
      (m) => m.where === clean.where && m.path === clean.path && m.expected === clean.expected,
    );
    if (same) same.count += 1;
    else this.mismatches.push({ ...clean, count: 1 });
  }

  /** A rule checked: held, or one mismatch saying what was expected and what came. */
  rule(area: Area, rule: string, held: boolean, expected: string, received: string): void {
    if (held) this.held.push({ area, rule, detail: this.redact(expected) });
    else this.mismatch({ area, where: rule, path: '-', expected, received });
  }

  skip(area: Area, rule: string, why: string): void {
    this.skipped.push({ area, rule, detail: why });
  }

  redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join('‹token›');
    return out;
  }
}

/** Keys whose values the report never shows, even before they are known as tokens (a malformed pair). */
const SECRET_KEY = /token|secret|signature|nonce|key/i;

/** A value as the report shows it: JSON with secret-named values masked, cut short. */
export function preview(value: unknown, max = 120): string {
  if (value === undefined) return 'missing';
  const mask = (key: string, inner: unknown) =>
    SECRET_KEY.test(key) && typeof inner === 'string' ? '‹hidden›' : inner;
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value, mask) ?? typeof value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
