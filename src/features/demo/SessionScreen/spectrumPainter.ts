/** Bars per side: enough to look like a voice, few enough to read at a glance on a phone. */
const BARS = 24;
/** A quiet bar still shows, so a silent side reads as "there, not talking" rather than missing. */
const MIN_HEIGHT = 0.06;
/** Per frame a bar falls to this share of its height: it rises at once and settles smoothly. */
const FALL = 0.88;

/**
 * Draws one side's frequency data as mirrored bars on a canvas. The buffers are made once, the canvas
 * is sized only on resize (never per frame), and a frame is one path and one fill: cheap enough for
 * every animation frame on a slow phone.
 */
export function createSpectrumPainter(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  const heights = new Float32Array(BARS);
  let width = 0;
  let height = 0;
  let colour = '';

  /** Backing size from the CSS size and pixel ratio; the bar colour from CSS (it follows the theme). */
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    canvas.width = width;
    canvas.height = height;
    colour = getComputedStyle(canvas).color;
  };

  /** One frame; `data` is 0-255 per frequency bin (null when there is no audio yet). */
  const draw = (data: Uint8Array | null) => {
    if (!context) return;
    for (let bar = 0; bar < BARS; bar += 1) {
      heights[bar] = Math.max(bandLevel(data, bar), heights[bar]! * FALL, MIN_HEIGHT);
    }
    context.clearRect(0, 0, width, height);
    context.fillStyle = colour;
    const slot = width / BARS;
    const barWidth = Math.max(1, slot * 0.6);
    const middle = height / 2;
    context.beginPath();
    for (let bar = 0; bar < BARS; bar += 1) {
      const barHeight = Math.max(barWidth, heights[bar]! * height);
      const x = bar * slot + (slot - barWidth) / 2;
      context.roundRect(x, middle - barHeight / 2, barWidth, barHeight, barWidth / 2);
    }
    context.fill();
  };

  return { resize, draw };
}

/**
 * The mean of one band, 0 to 1. Bands widen towards the treble (square spacing), since a voice puts most
 * of its energy in the lower bins of the SDK's 100-8000 Hz range.
 */
function bandLevel(data: Uint8Array | null, bar: number): number {
  if (!data || data.length === 0) return 0;
  const from = Math.floor((bar / BARS) ** 2 * data.length);
  const to = Math.max(from + 1, Math.floor(((bar + 1) / BARS) ** 2 * data.length));
  let sum = 0;
  for (let bin = from; bin < to; bin += 1) sum += data[bin]!;
  return sum / (to - from) / 255;
}
