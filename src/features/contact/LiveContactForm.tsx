import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { ContactForm } from './ContactForm.tsx';
import { useContactForm } from './useContactForm.ts';

interface LiveContactFormProps {
  /** Labels and messages from YAML. */
  section: ContactFormSection;
  /** The request was stored: show the thank-you screen. */
  onSent(): void;
}

/**
 * The working form: its own chunk, so the form library is fetched by the contact page after
 * hydration instead of by every page with the shared entry.
 */
export default function LiveContactForm({ section, onSent }: LiveContactFormProps) {
  return <ContactForm section={section} contact={useContactForm(section, onSent)} />;
}
