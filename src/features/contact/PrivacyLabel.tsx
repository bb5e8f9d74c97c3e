import { Anchor } from '@mantine/core';
import { NewTabHint } from '../../components/NewTabHint.tsx';

/** The checkbox text with its words "privacy policy" linked; a new tab keeps what the visitor typed. */
export function PrivacyLabel({ text }: { text: string }) {
  const match = /privacy policy/i.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <Anchor href="/privacy-policy" target="_blank" rel="noopener" inherit underline="always">
        {match[0]}
        <NewTabHint />
      </Anchor>
      {text.slice(match.index + match[0].length)}
    </>
  );
}
