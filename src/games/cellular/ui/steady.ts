// The one steady hand of a Cellular Powerhouse screen: every button that ends a pick, a step or a roll shares it.
import type { Shows } from '../../../shared/ui/Problem';
import type { useSteady } from '../../../shared/ui/steady';

/** `useSteady()` of the Play screen, which stays while turns change, handed to each panel. */
export type Steady = ReturnType<typeof useSteady>;

/** `f` run through `steady` (ignored while the last such tap settles), its answer kept for `<Problem>`. */
export function steadily(s: Steady, f: () => Shows): () => Shows {
  return () => {
    let answer: Shows = null;
    s.steady(() => {
      answer = f();
    })();
    return answer;
  };
}
