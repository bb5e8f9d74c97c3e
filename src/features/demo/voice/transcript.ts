import type { TranscriptEntry } from './types.ts';

export type TranscriptAction =
  | { type: 'reset' }
  | { type: 'add'; role: TranscriptEntry['role']; text: string; eventId?: number | undefined }
  | { type: 'correct'; eventId: number; text: string };

/** Keeps the transcript short enough to render cheaply in a long call. */
const MAX_ENTRIES = 200;

let counter = 0;

/** The live transcript: agent and visitor turns in order; a correction rewrites an interrupted turn. */
export function transcriptReducer(entries: TranscriptEntry[], action: TranscriptAction): TranscriptEntry[] {
  switch (action.type) {
    case 'reset':
      return entries.length === 0 ? entries : [];
    case 'add': {
      const text = action.text.trim();
      if (!text) return entries;
      // A typed message may come back as a transcript of the same words; show it once.
      const last = entries.at(-1);
      if (action.role === 'visitor' && last?.role === 'visitor' && last.text === text) return entries;
      counter += 1;
      const entry: TranscriptEntry = {
        key: `t${counter}`,
        role: action.role,
        text,
        ...(action.eventId !== undefined ? { eventId: action.eventId } : {}),
      };
      return [...entries, entry].slice(-MAX_ENTRIES);
    }
    case 'correct':
      return entries.map((entry) =>
        entry.role === 'agent' && entry.eventId === action.eventId ? { ...entry, text: action.text } : entry,
      );
  }
}

/** The newest agent turn, which the feedback buttons rate. */
export function latestAgentEntry(entries: TranscriptEntry[]): TranscriptEntry | undefined {
  return entries.findLast((entry) => entry.role === 'agent');
}
