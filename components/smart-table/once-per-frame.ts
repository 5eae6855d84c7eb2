// Work asked for many times before the screen is next drawn runs once, just before that drawing: it sees
// the last of what changed, and nothing is drawn more often than the screen can show it.

/** Schedules `work` for the next animation frame; further asks before it runs are the same one. */
export function oncePerFrame(work: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    nextFrame(() => {
      scheduled = false;
      work();
    });
  };
}

/** The next animation frame; a timer of about one frame where there is none (no window). */
function nextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
}
