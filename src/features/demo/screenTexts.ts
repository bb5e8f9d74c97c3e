import { createContext, useContext } from 'react';
import type { ScreenTexts } from '../../../schemas/demo-texts.ts';

const ScreenTextsContext = createContext<ScreenTexts | null>(null);

/** Hands the flow's engine texts (`texts` in its YAML) to the screens below it; IndustryDemo renders it. */
export const ScreenTextsProvider = ScreenTextsContext.Provider;

/** The flow's engine texts: form heading, transcript, feedback, captions, Forget my details. */
export function useScreenTexts(): ScreenTexts {
  const texts = useContext(ScreenTextsContext);
  if (!texts)
    throw new Error('useScreenTexts needs a ScreenTextsProvider above it: render demo UI inside IndustryDemo.');
  return texts;
}
