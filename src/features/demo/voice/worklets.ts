import audioConcatProcessor from '@elevenlabs/client/worklets/audioConcatProcessor.js?url';
import rawAudioProcessor from '@elevenlabs/client/worklets/rawAudioProcessor.js?url';

/**
 * The SDK's audio worklets, served from our own origin. Left to itself the SDK loads them from blob:
 * or data: URLs, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
 */
export const WORKLET_PATHS = { rawAudioProcessor, audioConcatProcessor };
