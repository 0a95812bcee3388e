/** A short buzz where the device supports it; nothing elsewhere. */
export function buzz(ms = 30): void {
  try {
    navigator.vibrate?.(ms);
  } catch {
    // Some browsers throw when vibration is blocked by policy; a buzz is never essential.
  }
}
