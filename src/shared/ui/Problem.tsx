/** A refusal shown where the player is looking and announced at once; nothing when there is none. */
export function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p class="error" role="alert">
      {text}
    </p>
  ) : null;
}
