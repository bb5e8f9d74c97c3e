import libsamplerate from '@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url';
import audioConcatProcessor from '@elevenlabs/client/worklets/audioConcatProcessor.js?url';
import rawAudioProcessor from '@elevenlabs/client/worklets/rawAudioProcessor.js?url';

/**
 * The SDK's audio worklets, served from our own origin. Left to itself the SDK loads them from blob:
 * or data: URLs, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
 */
export const WORKLET_PATHS = { rawAudioProcessor, audioConcatProcessor };

/**
 * The resampler worklet the SDK adds in browsers that cannot record at 16 kHz (Firefox), served from
 * our own origin too. Left to itself the SDK fetches this same file (the package is pinned to the
 * version it names) from jsDelivr, which script-src 'self' refuses. The SDK forwards the
 * `libsampleratePath` option to the microphone only; scripts/build/libsamplerate-plugin.ts points the
 * speaker's fallback here as well.
 */
export const LIBSAMPLERATE_PATH = libsamplerate;
