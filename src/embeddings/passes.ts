// How the model process cuts one batch of texts into forward passes. A pass pads every text to its
// longest, and the padding costs as much as real tokens; a pass also has a fixed cost (ONNX Runtime's
// per-node overhead through 12 layers). Measured on this machine's 2 cores with the query graph
// (BENCHMARKS.md "Passes cut by length"): a pass costs about 0.45 ms of CPU per padded token plus
// 2-2.5 ms, so one extra pass is worth about five padded tokens. A batch of 8 short queries of
// different lengths (a search's cold queries under load) wasted about 30% of its tokens on padding.

/**
 * The fixed cost of one forward pass, in padded tokens, for a model whose manifest does not say
 * (`pass_cost_tokens`, measured with `scripts/bench/passes.ts --pass-cost N`): the bundled fine-tuned
 * model's fp32 graph costs less per padded token against its per-pass overhead, and says 25.
 */
export const PASS_COST_TOKENS = 5;

/**
 * The passes (indexes into `lengths`, each pass sorted by length) that embed texts of these token
 * lengths at the least cost: sum over passes of PASS_COST_TOKENS + rows x longest. Optimal among
 * passes of consecutive lengths (which an optimal cut always is), by dynamic programming over the
 * sorted lengths: O(n^2), for the few dozen texts of a batch.
 */
export function passesByLength(lengths: readonly number[], passCost = PASS_COST_TOKENS): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]! || a - b);
  const n = order.length;
  // best[j]: the least cost of the first j texts in length order; cut[j]: where its last pass starts.
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const cut = new Array<number>(n + 1).fill(0);
  best[0] = 0;
  for (let j = 1; j <= n; j++) {
    const longest = lengths[order[j - 1]!]!;
    for (let i = 0; i < j; i++) {
      const cost = best[i]! + passCost + (j - i) * longest;
      if (cost < best[j]!) {
        best[j] = cost;
        cut[j] = i;
      }
    }
  }
  const passes: number[][] = [];
  for (let j = n; j > 0; j = cut[j]!) passes.unshift(order.slice(cut[j]!, j));
  return passes;
}
