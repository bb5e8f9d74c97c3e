import { CloseButton, Container, Group, Text } from '@mantine/core';
import type { Locale } from '../../../schemas/translation.ts';
import { SiteLink } from '../SiteLink.tsx';
import { dismissLanguage } from './dismissed.ts';

interface LanguageSuggestionBarProps {
  /** The language suggested; its own words say it. */
  locale: Locale;
  /** This page in that language. */
  path: string;
  /** Called when the visitor closes the bar (remembered for that language). */
  onDismiss: () => void;
}

/** The bar under the navbar offering this page in the browser's language, in that language's own words. */
export default function LanguageSuggestionBar({ locale, path, onDismiss }: LanguageSuggestionBarProps) {
  const dismiss = () => {
    dismissLanguage(locale.code);
    onDismiss();
  };
  return (
    <aside lang={locale.code} dir={locale.dir} aria-label={locale.name} className="language-suggestion">
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
          <Text fz="sm">
            {locale.texts.suggestion}{' '}
            <SiteLink href={path} hrefLang={locale.code} className="language-suggestion-link">
              {locale.texts.switchLabel}
            </SiteLink>
          </Text>
          <CloseButton aria-label={locale.texts.dismissLabel} onClick={dismiss} />
        </Group>
      </Container>
    </aside>
  );
}
