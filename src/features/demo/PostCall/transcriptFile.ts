import type { ScreenTexts } from '../../../../schemas/demo-texts.ts';
import type { TranscriptEntry } from '../voice/types.ts';

/** The transcript as plain text, one turn a line, named as on screen ("Agent: …", "You: …"). */
export function transcriptText(
  entries: readonly TranscriptEntry[],
  names: Pick<ScreenTexts, 'agent' | 'visitor'>,
): string {
  return entries.map((entry) => `${entry.role === 'agent' ? names.agent : names.visitor}: ${entry.text}`).join('\n');
}

/** The download's file name: the conversation id tells support which call it is. */
export const transcriptFileName = (conversationId: string) =>
  `conversation-${conversationId.replace(/[^A-Za-z0-9_-]/g, '')}.txt`;

/** Saves `text` as a .txt file through a temporary link (no server round trip, nothing stored). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the next task frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
