import { IMAGE_360_FRAMES } from "@catalogue/core/constants";

/** Core spec 9: the frame after turning by `steps` (negative: the other way), wrapping round the 36 frames. */
export function turnFrame(frame: number, steps: number, frames: number = IMAGE_360_FRAMES): number {
  return (((frame + steps) % frames) + frames) % frames;
}

/** Core spec 9: how many frames a drag of `dx` pixels turns over a view `width` wide (one width: a full turn). */
export function dragSteps(dx: number, width: number, frames: number = IMAGE_360_FRAMES): number {
  if (width <= 0) return 0;
  return Math.trunc((dx / width) * frames);
}

/** Core spec 9: the frame a key moves to (arrows by one, Home to the front); null for other keys. */
export function frameForKey(key: string, frame: number): number | null {
  if (key === "ArrowRight") return turnFrame(frame, 1);
  if (key === "ArrowLeft") return turnFrame(frame, -1);
  if (key === "Home") return 0;
  return null;
}
