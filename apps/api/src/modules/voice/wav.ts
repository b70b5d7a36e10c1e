/**
 * A mono 16-bit PCM WAV file of `samples` (each -1 to 1). Made by the demo voice (its
 * voice-overs are real audio) and by the tests (samples of a chosen length).
 */
export function encodeWav(samples: ArrayLike<number>, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.max(-1, Math.min(1, samples[index] ?? 0));
    view.setInt16(44 + index * 2, Math.round(value * 32_767), true);
  }
  return new Uint8Array(view.buffer);
}

/** `seconds` of a voice-like hum (a wavering tone with a syllable rhythm), as a WAV. */
export function humWav(seconds: number, sampleRate = 8000): Uint8Array<ArrayBuffer> {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) {
    const t = index / sampleRate;
    const pitch = 170 + 30 * Math.sin(2 * Math.PI * 0.7 * t);
    samples[index] = 0.4 * Math.sin(2 * Math.PI * pitch * t) * (0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t));
  }
  return encodeWav(samples, sampleRate);
}
