import { NativeSelect } from '@mantine/core';
import type { CallLanguages } from '../../../schemas/demo-languages.ts';
import { useVoice } from './voice/useVoice.ts';

interface LanguagePickerProps {
  /** The flow's languages (YAML `session.languages`); none, no picker. */
  languages: CallLanguages;
  /** The picked code; null until the visitor picks, which means the agent's own (the first). */
  value: string | null;
  onChange(code: string): void;
}

/** A real select for the call's language; it applies to the next call, so it rests while one runs. */
export function LanguagePicker({ languages, value, onChange }: LanguagePickerProps) {
  const busy = useVoice((state) => state.status !== 'idle');
  const [first] = languages.options;
  if (!first) return null;
  return (
    <NativeSelect
      label={languages.label}
      data={languages.options.map((option) => ({ value: option.code, label: option.label }))}
      value={value ?? first.code}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={busy}
      maw={320}
    />
  );
}
