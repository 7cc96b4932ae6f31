/** What a person does with the page: press something, type into a field, choose files, tick a box. */
export type ActionKind = 'click' | 'type' | 'choose files' | 'toggle';

/** What a journey cost its user. */
export interface JourneyFigures {
  /** Every click, entry typed into a field, file choice and toggle. */
  actions: number;
  /** Distinct fields the user filled (typed, chose files for, ticked). */
  fields: number;
  /** Actions by kind. */
  byKind: Record<ActionKind, number>;
  /** From the first action's start to the end of the last wait, in seconds (one decimal). */
  seconds: number;
}

const FIELD_KINDS: readonly ActionKind[] = ['type', 'choose files', 'toggle'];

/**
 * Counts a journey's user actions as they are done: each goes through `act`, named by what the user
 * would call it ("Welcome message", "Publish Website"), so the figures read as the work a school does.
 */
export class ActionCount {
  private readonly done: { kind: ActionKind; label: string }[] = [];
  private readonly fieldsFilled = new Set<string>();
  private startedAt: number | undefined;

  /** Does one user action and counts it; a field is counted once however often it is filled. */
  async act<T>(kind: ActionKind, label: string, action: () => Promise<T>): Promise<T> {
    this.startedAt ??= Date.now();
    const result = await action();
    this.done.push({ kind, label });
    if (FIELD_KINDS.includes(kind)) this.fieldsFilled.add(label);
    return result;
  }

  /** The actions so far, as "click Publish Website" lines (for reading what was counted). */
  get steps(): string[] {
    return this.done.map(({ kind, label }) => `${kind} ${label}`);
  }

  figures(): JourneyFigures {
    const byKind: Record<ActionKind, number> = { click: 0, type: 0, 'choose files': 0, toggle: 0 };
    for (const { kind } of this.done) byKind[kind]++;
    const seconds = this.startedAt === undefined ? 0 : Math.round((Date.now() - this.startedAt) / 100) / 10;
    return { actions: this.done.length, fields: this.fieldsFilled.size, byKind, seconds };
  }
}
