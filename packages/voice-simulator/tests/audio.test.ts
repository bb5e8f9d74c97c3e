import { describe, expect, it } from 'vitest';
import { base64ByteLength, chunkPcmBase64, generateVoicePcm } from '../src/conversation/pcm-audio.ts';

describe('voice simulator audio', () => {
  it('generates audible, click-free 16-bit PCM of the requested length', () => {
    const pcm = generateVoicePcm(1200);
    expect(pcm.length).toBe(1200 * 32);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
    expect(Math.max(...samples)).toBeGreaterThan(3000);
    expect(Math.abs(samples[0]!)).toBeLessThan(50);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(50);
    expect(generateVoicePcm(1200).equals(pcm)).toBe(true);
  });

  it('splits into whole-sample base64 chunks', () => {
    const chunks = chunkPcmBase64(generateVoicePcm(1000), 210.3);
    expect(chunks.map(base64ByteLength)).toEqual([6730, 6730, 6730, 6730, 5080]);
    expect(chunks.every((c) => base64ByteLength(c) % 2 === 0)).toBe(true);
  });
});
