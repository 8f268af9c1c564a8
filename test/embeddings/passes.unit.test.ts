import { describe, expect, it } from 'vitest';
import { PASS_COST_TOKENS, passesByLength } from '../../src/embeddings/passes.ts';

/** What a cut costs in the model's terms: each pass's fixed cost plus its rows padded to its longest. */
function cost(lengths: number[], passes: number[][], passCost = PASS_COST_TOKENS) {
  return passes.reduce(
    (sum, pass) => sum + passCost + pass.length * Math.max(...pass.map((i) => lengths[i]!)),
    0,
  );
}

describe('passesByLength', () => {
  it('puts every text in exactly one pass', () => {
    const lengths = [9, 4, 30, 4, 12, 7, 7, 18, 5];
    const passes = passesByLength(lengths);
    expect(passes.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
  });

  it('keeps texts of one length in one pass', () => {
    expect(passesByLength([8, 8, 8, 8])).toEqual([[0, 1, 2, 3]]);
  });

  it('splits off a long text when its padding would cost more than a pass', () => {
    // One pass: 5 + 5 x 40 = 205 padded tokens; two: (5 + 4 x 6) + (5 + 40) = 74.
    const lengths = [6, 40, 6, 5, 6];
    expect(passesByLength(lengths)).toEqual([[3, 0, 2, 4], [1]]);
  });

  it('keeps texts together when a pass costs more than their padding', () => {
    expect(passesByLength([6, 7, 8], 5)).toHaveLength(1);
    expect(passesByLength([6, 7, 8], 0)).toHaveLength(3);
  });

  it('never costs more than one pass of all, nor than any other cut tried', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 200; trial++) {
      const lengths = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => 3 + Math.floor(random() * 30),
      );
      const best = cost(lengths, passesByLength(lengths));
      expect(best).toBeLessThanOrEqual(cost(lengths, [lengths.map((_, i) => i)]));
      // Every cut of the length-sorted texts into consecutive passes (2^(n-1) of them).
      const order = lengths.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]!);
      for (let mask = 0; mask < 2 ** (order.length - 1); mask++) {
        const passes: number[][] = [[order[0]!]];
        for (let k = 1; k < order.length; k++) {
          if (mask & (1 << (k - 1))) passes.push([]);
          passes.at(-1)!.push(order[k]!);
        }
        expect(best).toBeLessThanOrEqual(cost(lengths, passes));
      }
    }
  });

  it('takes no texts to no passes', () => {
    expect(passesByLength([])).toEqual([]);
  });
});
