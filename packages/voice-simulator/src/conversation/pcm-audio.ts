/**
 * Synthetic "agent voice": 16-bit little-endian mono PCM at 16 kHz, the format
 * the simulator advertises as `agent_output_audio_format: 'pcm_16000'`. The
 * SDK's output worklet reads the bytes as an `Int16Array`, so any even-length
 * buffer plays; a voice-like signal makes manual testing less grating than a
 * pure beep and gives the output volume meter something to show.
 */

export const SAMPLE_RATE_HZ = 16_000;
const BYTES_PER_SAMPLE = 2;

/** Bytes of 16-bit mono PCM at 16 kHz per millisecond (32). */
export const PCM_BYTES_PER_MS = (SAMPLE_RATE_HZ * BYTES_PER_SAMPLE) / 1000;

/**
 * Generates `durationMs` of a vowel-like signal: a 140 Hz fundamental with
 * falling harmonics, amplitude-modulated at a syllable rate (~4 Hz) and faded
 * in/out so chunk boundaries never click. Deterministic for a given `seed`.
 */
export function generateVoicePcm(durationMs: number, seed = 0): Buffer {
  const sampleCount = Math.max(1, Math.round((durationMs / 1000) * SAMPLE_RATE_HZ));
  const pcm = Buffer.alloc(sampleCount * BYTES_PER_SAMPLE);
  const fundamentalHz = 140 + (seed % 5) * 12;
  const syllableHz = 4;
  const fadeSamples = Math.min(Math.round(SAMPLE_RATE_HZ * 0.02), Math.floor(sampleCount / 2));
  for (let i = 0; i < sampleCount; i++) {
    const t = i / SAMPLE_RATE_HZ;
    let tone = 0;
    for (let harmonic = 1; harmonic <= 4; harmonic++) {
      tone += Math.sin(2 * Math.PI * fundamentalHz * harmonic * t) / harmonic;
    }
    const syllable = 0.55 + 0.45 * Math.sin(2 * Math.PI * syllableHz * t - Math.PI / 2);
    const fade = Math.min(1, i / Math.max(1, fadeSamples), (sampleCount - 1 - i) / Math.max(1, fadeSamples));
    // Harmonics sum to ~2.1 at peak; 0.15 keeps the result near -10 dBFS.
    const sample = Math.round(tone * syllable * fade * 0.15 * 32767);
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, sample)), i * BYTES_PER_SAMPLE);
  }
  return pcm;
}

/** Splits PCM into base64 chunks of `chunkMs` each (the last may be shorter). */
export function chunkPcmBase64(pcm: Buffer, chunkMs: number): string[] {
  // Whole samples only: an odd byte count would split a sample across events.
  const chunkSamples = Math.max(1, Math.round((chunkMs * PCM_BYTES_PER_MS) / BYTES_PER_SAMPLE));
  const chunkBytes = chunkSamples * BYTES_PER_SAMPLE;
  const chunks: string[] = [];
  for (let offset = 0; offset < pcm.length; offset += chunkBytes) {
    chunks.push(pcm.subarray(offset, Math.min(pcm.length, offset + chunkBytes)).toString('base64'));
  }
  return chunks;
}

/** Decoded byte length of a base64 string, without decoding it. */
export function base64ByteLength(base64: string): number {
  return Buffer.byteLength(base64, 'base64');
}
